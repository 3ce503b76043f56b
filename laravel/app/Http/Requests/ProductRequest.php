<?php

namespace App\Http\Requests;

use App\Rules\LiveCategories;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A new product (multipart): its id code, fields, categories and pictures. */
class ProductRequest extends FormRequest
{
    /** Each measure's upper bound: m³, kg and cm. */
    public const MEASURES = [
        'volume' => 1000, 'weight_net' => 100000, 'weight_gross' => 100000,
        'dimension_length' => 10000, 'dimension_width' => 10000, 'dimension_height' => 10000,
    ];

    public static function measureRules(): array
    {
        return array_map(fn (int $max) => ['nullable', 'numeric', 'min:0', "max:{$max}"], self::MEASURES);
    }

    /** Spaces in the id become hyphens (spec §5), before the unique rule looks at it. */
    protected function prepareForValidation(): void
    {
        $this->merge(['id' => str_replace(' ', '-', trim((string) $this->input('id')))]);
    }

    public function rules(): array
    {
        return [
            // Unique among deleted products too: a binned product can come back with its id.
            'id' => ['required', 'max:50', Rule::unique('products', 'id')],
            'parent_code' => ['required', 'max:50'],
            'title' => ['required', 'max:255'],
            'description' => ['nullable', 'max:5000'],
            ...self::measureRules(),
            'categories' => ['required', 'array', new LiveCategories()],
            'images' => ['array'],
            'images.*' => ['image', 'max:10240'],
        ];
    }
}
