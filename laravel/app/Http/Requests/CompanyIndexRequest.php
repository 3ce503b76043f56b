<?php

namespace App\Http\Requests;

class CompanyIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'name', 'code', 'country', 'area_id'];
    }

    protected function searchable(): array
    {
        return ['name', 'code', 'country'];
    }
}
