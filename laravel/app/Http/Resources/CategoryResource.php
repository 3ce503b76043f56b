<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class CategoryResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'description' => $this->description,
            'parent_id' => $this->parent_id,
            'file_id' => $this->file_id,
            'cover_html' => $this->cover_html,
            'img' => $this->img,
            'banner_file_id' => $this->banner_file_id,
            'banner_img' => $this->banner_img,
            'sub_categories' => CategoryResource::collection($this->subCategories),
        ];
    }
}
