<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** A role's name and description; its keys change apart (`RolePermissionsRequest`). */
class RoleRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:255'],
            'description' => ['nullable', 'string', 'max:1000'],
        ];
    }
}
