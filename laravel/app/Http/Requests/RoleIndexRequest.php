<?php

namespace App\Http\Requests;

class RoleIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'title', 'description'];
    }

    protected function searchable(): array
    {
        return ['title', 'description'];
    }
}
