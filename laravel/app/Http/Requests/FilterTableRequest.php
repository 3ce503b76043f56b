<?php

namespace App\Http\Requests;

class FilterTableRequest extends TableRequest
{
    protected function rowsKey(): string
    {
        return 'filters';
    }

    protected function table(): string
    {
        return 'filters';
    }

    protected function columnRules(): array
    {
        return [...FilterRequest::fieldRules(), 'sort_order' => ['integer', 'min:1']];
    }
}
