<?php

namespace App\Http\Requests;

class UserIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'name', 'email', 'is_active', 'role_id', 'created_at'];
    }
}
