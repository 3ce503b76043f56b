<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Creating or editing a user: the email is valid and not another user's (spec §5); your own account stays active. */
class UserRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:255'],
            'email' => ['required', 'email', 'max:255', Rule::unique('users')->ignore($this->route('user'))],
            'role_id' => ['required', 'integer', 'exists:roles,id'],
            'is_active' => ['boolean', function ($attribute, $value, $fail) {
                // Nobody locks themselves out.
                if ($this->isOwnAccount() && ! $this->boolean('is_active')) {
                    $fail('You cannot deactivate your own account.');
                }
            }],
            'password' => $this->route('user') ? ['prohibited'] : ['nullable', 'string', 'min:8'],
        ];
    }

    private function isOwnAccount(): bool
    {
        return $this->route('user')?->id === $this->user()->id;
    }
}
