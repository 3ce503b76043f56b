<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** A new product the administrator starts before sending its verification link: a title, optionally its codes. */
class TempProductRequest extends FormRequest
{
    /** Spaces in the product id become hyphens (spec §5). */
    protected function prepareForValidation(): void
    {
        $this->merge(['product_id' => str_replace(' ', '-', trim((string) $this->input('product_id')))]);
    }

    public function rules(): array
    {
        return [
            'title' => ['required', 'max:255'],
            'product_id' => ['nullable', 'max:50'],
            'parent_code' => ['nullable', 'max:255'],
        ];
    }
}
