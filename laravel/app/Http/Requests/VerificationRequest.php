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
        $measure = ['required', 'numeric', 'min:0', 'max:10000'];

        return [
            'token' => ['required', 'string'],
            'info.product_id' => ['required', 'max:50', Rule::unique('products', 'id')],
            'info.parent_code' => ['required', 'max:255'],
            'info.title' => ['required', 'max:255'],
            'info.description' => ['required', 'max:5000'],
            'info.volume' => $measure,
            'info.weight_net' => $measure,
            'info.weight_gross' => ['nullable', 'numeric', 'min:0', 'max:10000'],
            'info.dimension_length' => $measure,
            'info.dimension_width' => $measure,
            'info.dimension_height' => $measure,
            'category' => ['required', 'array'],
            'images' => ['required', 'array'],
        ];
    }
}
