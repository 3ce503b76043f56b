<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class CustomerResource extends JsonResource
{
    public function toArray($request): array
    {
        return $this->resource->only([
            'id', 'name', 'email', 'phone', 'company_id', 'area_id', 'user_id', 'product_access_type_id', 'is_active',
        ]);
    }
}
