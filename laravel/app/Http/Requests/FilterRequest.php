<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** A filter's fields; a new one may bring its first choices' titles (`choices[]`). */
class FilterRequest extends FormRequest
{
    public static function fieldRules(): array
    {
        return ['title' => ['required', 'max:255'], 'description' => ['nullable', 'max:1000']];
    }

    public function rules(): array
    {
        return self::fieldRules() + ['choices' => ['array'], 'choices.*' => ['nullable', 'max:255']];
    }
}
