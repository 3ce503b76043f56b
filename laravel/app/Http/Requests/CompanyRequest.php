<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A company: its short code and country are optional; its area, when given, one not in the recycle bin. */
class CompanyRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            'code' => ['nullable', 'string', 'max:20'],
            'country' => ['nullable', 'string', 'max:100'],
            'area_id' => ['nullable', Rule::exists('areas', 'id')->whereNull('deleted_at')],
        ];
    }
}
