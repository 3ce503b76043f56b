<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The landing page's partner form (spec §3); region codes as the spec lists them. */
class EnquiryRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'email' => ['required', 'email', 'max:255'],
            'company' => ['required', 'string', 'max:255'],
            'region' => ['required', Rule::in(['as', 'af', 'au', 'eu', 'na', 'sa'])],
            'comment' => ['nullable', 'string', 'max:2000'],
        ];
    }
}
