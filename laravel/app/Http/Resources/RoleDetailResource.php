<?php

namespace App\Http\Resources;

/**
 * One role as the record screen needs it: its permissions (as in a list), how many live users have it (the delete dialog asks
 * where they go), and whether it is the last one holding the administrator's keys (those stay on).
 */
class RoleDetailResource extends RoleResource
{
    public function toArray($request): array
    {
        return parent::toArray($request) + [
            'users_count' => $this->users()->count(),
            'is_last_administrator_role' => $this->isLastAdministratorRole(),
        ];
    }
}
