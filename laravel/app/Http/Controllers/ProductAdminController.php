<?php

namespace App\Http\Controllers;

use App\Http\Resources\ProductResource;
use App\Models\Product;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Validation\Rule;

/**
 * The admin's changes to a product (docs/api.md, products): its fields and lock, delete, categories, pictures and
 * filter choices. A locked product takes no change but its unlock: everything else answers 423 Locked with the
 * message @factory/api states (`productLockedMessage`), as the mocks do.
 */
class ProductAdminController extends Controller
{
    public const LOCKED_MESSAGE = 'This product is locked. Unlock it before changing or deleting it.';

    private const MEASURES = [
        'volume' => 1000, 'weight_net' => 100000, 'weight_gross' => 100000,
        'dimension_length' => 10000, 'dimension_width' => 10000, 'dimension_height' => 10000,
    ];

    /** Its fields and `is_locked`; a locked product only takes `is_locked` 0 (its unlock, with the fields sent). */
    public function update(Request $request, Product $product)
    {
        if ($product->is_locked === 1 && ! in_array($request->input('is_locked'), [0, '0', false], true)) {
            $this->refuseLocked();
        }
        $rules = [
            'parent_code' => ['required', 'max:255'],
            'title' => ['required', 'max:255'],
            'description' => ['nullable', 'max:5000'],
            'is_locked' => ['nullable', Rule::in([0, 1, '0', '1', true, false])],
        ];
        foreach (self::MEASURES as $measure => $max) {
            $rules[$measure] = ['nullable', 'numeric', 'min:0', "max:{$max}"];
        }
        $input = $request->validate($rules);
        $fields = Arr::only($input, ['parent_code', 'title', 'description', ...array_keys(self::MEASURES)]);
        $sizes = [$input['dimension_length'] ?? null, $input['dimension_width'] ?? null, $input['dimension_height'] ?? null];
        $fields['product_dimensions'] = in_array(null, $sizes, true)
            ? null
            : implode(' x ', array_map(fn ($size) => (string) (float) $size, $sizes)).' cm';
        if ($request->has('is_locked')) {
            $fields['is_locked'] = in_array($input['is_locked'], [1, '1', true], true) ? 1 : 0;
        }
        $product->update($fields);

        return new ProductResource($product->fresh());
    }

    /** To the recycle bin (soft delete). */
    public function destroy(Product $product)
    {
        $this->unlocked($product)->delete();

        return response()->noContent();
    }

    public function categories(Request $request, Product $product)
    {
        $this->unlocked($product);
        $input = $request->validate(['categories' => ['required', 'array'], 'categories.*' => ['exists:categories,id']]);
        $product->categories()->sync($input['categories']);

        return new ProductResource($product->fresh());
    }

    /** One picture (multipart `image`, at most 10 MB), added after the others. */
    public function uploadImage(Request $request, Product $product)
    {
        $this->unlocked($product);
        $request->validate(['image' => ['required', 'image', 'max:10240']]);
        $path = $request->file('image')->store("products/{$product->id}");
        $nextId = Product::withTrashed()->pluck('images')->flatten(1)->max('id') + 1;
        $product->update(['images' => [...$product->images, ['id' => $nextId, 'url' => "/storage/{$path}"]]]);

        return (new ProductResource($product->fresh()))->response()->setStatusCode(201);
    }

    public function deleteImage(Product $product, int $image)
    {
        $this->unlocked($product);
        $images = collect($product->images);
        abort_unless($images->contains('id', $image), 404);
        $product->update(['images' => $images->reject(fn ($row) => $row['id'] === $image)->values()->all()]);

        return response()->noContent();
    }

    /** A filter choice set on the product; the choice's titles come from the products that have it (no filters table here). */
    public function addFilter(Product $product, int $filter, int $choice)
    {
        $this->unlocked($product);
        $known = Product::pluck('filter')->flatten(1)
            ->first(fn ($value) => $value['filter_id'] === $filter && $value['choice_id'] === $choice);
        abort_unless($known !== null, 404);
        $values = collect($product->filter);
        if (! $values->contains('choice_id', $choice)) {
            $product->update(['filter' => [...$product->filter, $known]]);
        }

        return response()->json(['data' => $product->fresh()->filter], 201);
    }

    public function removeFilter(Product $product, int $filter, int $choice)
    {
        $this->unlocked($product);
        $values = collect($product->filter);
        $kept = $values->reject(fn ($value) => $value['filter_id'] === $filter && $value['choice_id'] === $choice);
        abort_if($kept->count() === $values->count(), 404);
        $product->update(['filter' => $kept->values()->all()]);

        return response()->noContent();
    }

    private function unlocked(Product $product): Product
    {
        if ($product->is_locked === 1) {
            $this->refuseLocked();
        }

        return $product;
    }

    private function refuseLocked(): void
    {
        abort(423, self::LOCKED_MESSAGE);
    }
}
