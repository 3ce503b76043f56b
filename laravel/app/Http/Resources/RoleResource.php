<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A role as lists answer it, with the keys it grants (the permissions page shows who holds each). */
class RoleResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'description' => $this->description,
            'permissions' => $this->permissions(),
        ];
    }
}
