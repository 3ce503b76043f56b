<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class WishlistItemResource extends JsonResource
{
    public function toArray($request): array
    {
        return ['id' => $this->id, 'product' => new ProductResource($this->product), 'qty' => $this->qty];
    }
}
