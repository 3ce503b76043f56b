<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class PatDefaultResource extends JsonResource
{
    public function toArray($request): array
    {
        return $this->resource->only(['id', 'product_access_type_id', 'area_id', 'company_id']);
    }
}
