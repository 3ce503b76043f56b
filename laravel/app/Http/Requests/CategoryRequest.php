<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A category's own fields (spec §7 Categories); its pictures are set apart, from the file manager. */
class CategoryRequest extends FormRequest
{
    public function rules(): array
    {
        $self = $this->route('category')?->id;

        return [
            'title' => ['required', 'max:255'],
            'description' => ['nullable', 'max:2000'],
            'parent_id' => [
                'nullable',
                Rule::exists('categories', 'id')->whereNull('deleted_at'),
                function ($attribute, $value, $fail) use ($self) {
                    if ($self !== null && (int) $value === $self) {
                        $fail('A category cannot be its own parent.');
                    }
                },
            ],
            'cover_html' => ['nullable', 'max:20000'],
        ];
    }
}
