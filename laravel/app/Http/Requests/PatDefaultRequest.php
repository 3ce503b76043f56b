<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** An access type default: the type, and the area and/or company whose new customers get it. */
class PatDefaultRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'product_access_type_id' => ['required', 'exists:product_access_types,id'],
            'area_id' => ['nullable', Rule::exists('areas', 'id')->whereNull('deleted_at')],
            'company_id' => ['nullable', Rule::exists('companies', 'id')->whereNull('deleted_at')],
        ];
    }
}
