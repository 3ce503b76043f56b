<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A customer account; what it points at (company, area, login, access type) must exist and not be binned. */
class CustomerRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            'email' => ['required', 'email', 'max:255'],
            'phone' => ['nullable', 'string', 'max:50'],
            'company_id' => ['nullable', Rule::exists('companies', 'id')->whereNull('deleted_at')],
            'area_id' => ['nullable', Rule::exists('areas', 'id')->whereNull('deleted_at')],
            'user_id' => ['nullable', Rule::exists('users', 'id')->whereNull('deleted_at')],
            'product_access_type_id' => ['nullable', 'exists:product_access_types,id'],
            'is_active' => ['boolean'],
        ];
    }

    /** The validated fields; a new account is active unless it says otherwise, an edited one keeps its state. */
    public function fields(bool $creating): array
    {
        $fields = collect($this->validated())->except('is_active')->all();
        if ($creating || $this->has('is_active')) {
            $fields['is_active'] = $this->boolean('is_active', true);
        }

        return $fields;
    }
}
