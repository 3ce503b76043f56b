<?php

namespace App\Http\Requests;

class ProductIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'title', 'parent_code', 'created_at'];
    }
}
