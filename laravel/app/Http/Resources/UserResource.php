<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class UserResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'email' => $this->email,
            'is_active' => $this->is_active,
            'role_id' => $this->role_id,
            'role_data' => ['id' => $this->role_id, 'title' => $this->role->title],
            'permissions_keys' => $this->permissions_keys,
            'created_at' => $this->created_at,
        ];
    }
}
