<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The verification's submit: the new product's info, its categories and the chosen pictures (spec §5). */
class VerificationRequest extends FormRequest
{
    /** Spaces in the product id become hyphens (spec §5). */
    public function productId(): string
    {
        return preg_replace('/\s+/', '-', trim((string) $this->input('info.product_id')));
    }

    protected function prepareForValidation(): void
    {
        $this->merge(['info' => ['product_id' => $this->productId()] + (array) $this->input('info')]);
    }

    public function rules(): array
    {
        // The same ceilings as the admin's product form (ProductAdminController::MEASURES, @factory/api productFieldLimits).
        $measure = fn (int $max, string $presence = 'required') => [$presence, 'numeric', 'min:0', "max:{$max}"];

        return [
            'token' => ['required', 'string'],
            'info.product_id' => ['required', 'max:50', Rule::unique('products', 'id')],
            'info.parent_code' => ['required', 'max:255'],
            'info.title' => ['required', 'max:255'],
            'info.description' => ['required', 'max:5000'],
            'info.volume' => $measure(1000),
            'info.weight_net' => $measure(100000),
            'info.weight_gross' => $measure(100000, 'nullable'),
            'info.dimension_length' => $measure(10000),
            'info.dimension_width' => $measure(10000),
            'info.dimension_height' => $measure(10000),
            'category' => ['required', 'array'],
            'images' => ['required', 'array'],
        ];
    }
}
