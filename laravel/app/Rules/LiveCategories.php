<?php

namespace App\Rules;

use App\Models\Category;
use Illuminate\Contracts\Validation\Rule;

/** A list of category ids, every one a live category: refused as a whole, on the list's own field (the form's). */
class LiveCategories implements Rule
{
    public function passes($attribute, $value): bool
    {
        $ids = collect(is_array($value) ? $value : [$value])->map(fn ($id) => (int) $id)->unique();

        return Category::whereIn('id', $ids)->count() === $ids->count();
    }

    public function message(): string
    {
        return trans('validation.exists');
    }
}
