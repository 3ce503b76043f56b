<?php

namespace App\Http\Requests;

use App\Models\Role;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * Deleting a role (`?move_users_to=`): its users, binned ones included (a restored user needs a role), move to
 * another role; the last role holding the administrator's keys always stays.
 */
class RoleDeletionRequest extends FormRequest
{
    public function rules(): array
    {
        $role = $this->role();
        if ($role->isLastAdministratorRole() || ! $role->users()->withTrashed()->exists()) {
            return [];
        }

        return ['move_users_to' => ['required', Rule::exists('roles', 'id')->whereNot('id', $role->id)]];
    }

    public function messages(): array
    {
        $choose = "Choose the role that the users of {$this->role()->title} move to.";

        return ['move_users_to.required' => $choose, 'move_users_to.exists' => $choose];
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator) {
            if ($this->role()->isLastAdministratorRole()) {
                $validator->errors()->add('role', "{$this->role()->title} is the last role that holds the administrator's keys: it cannot be deleted.");
            }
        });
    }

    /** The role the users move to; null when it has none. */
    public function target(): ?Role
    {
        return Role::find($this->input('move_users_to'));
    }

    private function role(): Role
    {
        return $this->route('role');
    }
}
