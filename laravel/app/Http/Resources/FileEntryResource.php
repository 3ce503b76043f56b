<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class FileEntryResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'kind' => $this->kind,
            'name' => $this->name,
            'parent_id' => $this->parent_id,
            'url' => $this->url,
            'mime_type' => $this->mime_type,
            'size' => $this->size,
            'updated_at' => $this->updated_at,
        ];
    }
}
