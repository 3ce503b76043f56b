<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class ProductResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            ...$this->only([
                'id', 'parent_code', 'title', 'description', 'volume', 'weight_net', 'weight_gross',
                'dimension_length', 'dimension_width', 'dimension_height', 'product_dimensions',
                'components', 'images', 'filter', 'is_locked',
            ]),
            'categories' => $this->categories->map->only(['id', 'title']),
            'variants' => $this->family->reject(fn ($other) => $other->is($this->resource))->values()->map(fn ($variant) => [
                'id' => $variant->id,
                'title' => $variant->title,
                'img' => $variant->images[0]['url'] ?? null,
            ]),
            'non_wishlist' => $this->nonWishlists->pluck('access_type_id'),
            'created_at' => $this->created_at,
        ];
    }
}
