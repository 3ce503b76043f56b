<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * An access type's name, description and categories. `category_ids` left out keeps the type's categories (the name
 * form and the categories save apart); each id names a category not in the recycle bin.
 */
class ProductAccessTypeRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:255'],
            'description' => ['nullable', 'string', 'max:1000'],
            'category_ids' => ['array'],
            'category_ids.*' => [Rule::exists('categories', 'id')->whereNull('deleted_at')],
        ];
    }
}
