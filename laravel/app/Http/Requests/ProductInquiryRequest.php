<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A customer's question about one product, for the sales team. */
class ProductInquiryRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'product_id' => ['required', Rule::exists('products', 'id')->whereNull('deleted_at')],
            'qty' => ['required', 'integer', 'min:1', 'max:999'],
            'comment' => ['required', 'max:2000'],
        ];
    }
}
