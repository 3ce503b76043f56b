<?php

namespace App\Http\Requests;

use App\Models\Permission;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * The whole key set of a role, as permission ids (an empty list takes every key away). The last role holding the
 * administrator's keys keeps them: without it nobody could give them back.
 */
class RolePermissionsRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'permission_ids' => ['present', 'array'],
            'permission_ids.*' => ['integer', 'exists:permissions,id'],
        ];
    }

    public function messages(): array
    {
        return ['permission_ids.present' => trans('validation.required')];
    }

    /** @return string[] the keys the ids name */
    public function keys(): array
    {
        return Permission::whereIn('id', $this->input('permission_ids'))->orderBy('id')->pluck('key')->all();
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator) {
            $role = $this->route('role');
            if ($validator->errors()->isEmpty() && $role->isLastAdministratorRole() && ! Permission::holdsAdministratorKeys($this->keys())) {
                $validator->errors()->add('permission_ids', "{$role->title} is the last role that holds the administrator's keys: it cannot lose one of them.");
            }
        });
    }
}
