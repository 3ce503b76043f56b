<?php

namespace App\Http\Requests;

use App\Models\Customer;
use App\Models\NonWishlist;
use App\Models\Product;
use Illuminate\Foundation\Http\FormRequest;

class WishlistAddRequest extends FormRequest
{
    /** A product closed to the customer's access type is not there for them, before anything is checked. */
    protected function prepareForValidation(): void
    {
        $product = Product::find((string) $this->input('product_id'));
        abort_if($product !== null && ! $product->isVisibleTo($this->user()), 404);
    }

    public function rules(): array
    {
        return ['product_id' => ['required', 'exists:products,id', function ($attribute, $value, $fail) {
            // A product kept off the wishlists of the customer's access type (`PUT /api/nonwishlist/…`).
            $accessType = Customer::where('user_id', $this->user()->id)->value('product_access_type_id');
            $kept = NonWishlist::where(['product_id' => $value, 'access_type_id' => $accessType])->exists();
            if ($accessType !== null && $kept) {
                $fail('This product cannot be added to the wishlist.');
            }
        }]];
    }
}
