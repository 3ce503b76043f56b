<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Who may see a folder: both lists replace the previous ones; a list left out is empty. */
class DocumentAccessRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'customer_ids' => ['array'],
            'customer_ids.*' => ['integer', Rule::exists('customers', 'id')->whereNull('deleted_at')],
            'company_ids' => ['array'],
            'company_ids.*' => ['integer', Rule::exists('companies', 'id')],
        ];
    }
}
