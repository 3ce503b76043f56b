<?php

namespace App\Http\Requests;

class ProductTableRequest extends TableRequest
{
    protected function rowsKey(): string
    {
        return 'products';
    }

    protected function table(): string
    {
        return 'products';
    }

    protected function columnRules(): array
    {
        return [
            'title' => ['required', 'max:255'],
            'parent_code' => ['required', 'max:50'],
            'description' => ['nullable', 'max:5000'],
            ...ProductRequest::measureRules(),
            'sort_order' => ['integer', 'min:1'],
        ];
    }
}
