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
            'must_change_password' => (bool) $this->must_change_password,
            // Optional relations, asked for with query flags.
            'areas_data' => $this->when($request->boolean('includeAreasData'), fn () => $this->areas->map->only(['id', 'name', 'code'])),
            'companies_data' => $this->when(
                $request->boolean('includeCompaniesData'),
                fn () => $this->companies->map->only(['id', 'name', 'code', 'country', 'area_id'])
            ),
            'access_data' => $this->when($request->boolean('includeAccessData'), fn () => $this->accessData()),
            'created_at' => $this->created_at,
        ];
    }
}
