<?php

namespace App\Http\Requests;

class AreaIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'name', 'code'];
    }

    protected function searchable(): array
    {
        return ['name', 'code'];
    }
}
