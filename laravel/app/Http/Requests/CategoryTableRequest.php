<?php

namespace App\Http\Requests;

class CategoryTableRequest extends TableRequest
{
    protected function rowsKey(): string
    {
        return 'categories';
    }

    protected function table(): string
    {
        return 'categories';
    }

    protected function columnRules(): array
    {
        return [
            'title' => ['required', 'max:255'],
            'description' => ['nullable', 'max:2000'],
            'parent_id' => ['nullable', 'exists:categories,id'],
            'cover_html' => ['nullable', 'max:20000'],
            'sort_order' => ['integer', 'min:0'],
        ];
    }
}
