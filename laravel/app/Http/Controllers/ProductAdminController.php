<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductRequest;
use App\Http\Requests\ProductTableRequest;
use App\Http\Resources\ProductResource;
use App\Models\FilterChoice;
use App\Models\Product;
use App\Rules\LiveCategories;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Illuminate\Validation\Rule;
use Illuminate\Validation\ValidationException;
use ZipArchive;

/**
 * The admin's products (docs/api.md, products): a new one; its fields and lock, delete, categories, pictures, their
 * order and zip, filter choices and wishlist rules; the data table's rows. A locked product takes no change but its unlock: everything else answers 423 Locked with the
 * message @factory/api states (`productLockedMessage`), as the mocks do.
 */
class ProductAdminController extends Controller
{
    public const LOCKED_MESSAGE = 'This product is locked. Unlock it before changing or deleting it.';

    /** A new product, last in the catalogue's order, with its categories and the pictures sent along. */
    public function store(ProductRequest $request)
    {
        $input = $request->validated();
        $product = DB::transaction(function () use ($request, $input) {
            $product = Product::create([
                ...Arr::only($input, ['id', 'parent_code', 'title', 'description', ...array_keys(ProductRequest::MEASURES)]),
                'product_dimensions' => Product::dimensionsLine(...$this->sides($input)),
                'components' => [],
                'images' => [],
                'filter' => [],
                'is_locked' => 0,
                'created_at' => now(),
            ]);
            $product->categories()->attach($input['categories']);
            $product->update(['images' => $this->stored($product, $request->file('images', []))]);

            return $product;
        });

        return (new ProductResource($product->fresh()))->response()->setStatusCode(201);
    }

    /** Its fields and `is_locked`; a locked product only takes `is_locked` 0 (its unlock, with the fields sent). */
    public function update(Request $request, Product $product)
    {
        if ($product->is_locked === 1 && ! in_array($request->input('is_locked'), [0, '0', false], true)) {
            $this->refuseLocked();
        }
        $input = $request->validate([
            'parent_code' => ['required', 'max:255'],
            'title' => ['required', 'max:255'],
            'description' => ['nullable', 'max:5000'],
            'is_locked' => ['nullable', Rule::in([0, 1, '0', '1', true, false])],
            ...ProductRequest::measureRules(),
        ]);
        $fields = Arr::only($input, ['parent_code', 'title', 'description', ...array_keys(ProductRequest::MEASURES)]);
        $fields['product_dimensions'] = Product::dimensionsLine(...$this->sides($input));
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
        $input = $request->validate(['categories' => ['required', 'array', new LiveCategories()]]);
        $product->categories()->sync($input['categories']);

        return new ProductResource($product->fresh());
    }

    /** One picture (multipart `image`, at most 10 MB), added after the others. */
    public function uploadImage(Request $request, Product $product)
    {
        $this->unlocked($product);
        $request->validate(['image' => ['required', 'image', 'max:10240']]);
        $product->update(['images' => [...$product->images, ...$this->stored($product, [$request->file('image')])]]);

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

    /** A choice of a live filter set on the product (once), with the filter's and the choice's titles. */
    public function addFilter(Product $product, int $filter, int $choice)
    {
        $known = FilterChoice::where('filter_id', $filter)->whereHas('filter')->findOrFail($choice);
        $this->unlocked($product);
        $values = collect($product->filter);
        if (! $values->contains('choice_id', $choice)) {
            $product->update(['filter' => [...$product->filter, $known->productValue()]]);
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

    /** The product's filter choices. */
    public function filters(Product $product)
    {
        return ['data' => $product->filter];
    }

    /** Whether customers of an access type may not wishlist the product (`value` 1) or may (0). */
    public function nonWishlist(Product $product, int $accessType, int $value)
    {
        $this->unlocked($product);
        $row = ['product_id' => $product->id, 'access_type_id' => $accessType];
        $value === 1 ? $product->nonWishlists()->firstOrCreate($row) : $product->nonWishlists()->where($row)->delete();

        return ['message' => 'Saved.'];
    }

    /** Every picture of the product in one zip, named `{id}-images.zip`; built in a temporary file, sent, removed. */
    public function zip(Product $product)
    {
        $path = tempnam(sys_get_temp_dir(), 'product-images-');
        $zip = new ZipArchive();
        $zip->open($path, ZipArchive::OVERWRITE);
        foreach ($product->images as $image) {
            // The pictures this app stores; seeded ones are drawn by the media server, not kept here.
            $stored = preg_replace('#^/storage/#', '', $image['url'], 1, $count);
            if ($count === 1 && Storage::exists($stored)) {
                $zip->addFile(Storage::path($stored), basename($stored));
            }
        }
        $empty = $zip->numFiles === 0;
        $zip->close();
        if ($empty) {
            // libzip writes no file for an archive without entries; an empty zip is its end record alone.
            file_put_contents($path, "PK\x05\x06".str_repeat("\0", 18));
        }

        return response()->download($path, "{$product->id}-images.zip", ['Content-Type' => 'application/zip'])
            ->deleteFileAfterSend();
    }

    /** The pictures in this order: every one of the product's image ids, once; the first is its main picture. */
    public function orderImages(Request $request, Product $product)
    {
        $this->unlocked($product);
        $ids = array_map('intval', (array) $request->input('images', []));
        $images = collect($product->images)->keyBy('id');
        if (count($ids) !== $images->count() || $images->keys()->diff($ids)->isNotEmpty()) {
            throw ValidationException::withMessages(['images' => 'The images must be every image of the product, once.']);
        }
        $product->update(['images' => array_map(fn (int $id) => $images[$id], $ids)]);

        return new ProductResource($product->fresh());
    }

    /** The data table's edited rows at once; `sort_order` moves a product to that place of the catalogue's order. */
    public function table(ProductTableRequest $request)
    {
        $products = DB::transaction(fn () => collect($request->rows())->map(function (array $row) {
            $product = Product::findOrFail($row['id']);
            $fields = Arr::only($row, ['parent_code', 'title', 'description', ...array_keys(ProductRequest::MEASURES)]);
            $product->fill($fields);
            $product->product_dimensions = Product::dimensionsLine($product->dimension_length, $product->dimension_width, $product->dimension_height);
            $product->save();
            if (array_key_exists('sort_order', $row)) {
                $product->moveTo((int) $row['sort_order']);
            }

            return $product;
        }));

        return ProductResource::collection($products->map->fresh());
    }

    /** @return array{0: ?float, 1: ?float, 2: ?float} length, width and height as sent */
    private function sides(array $input): array
    {
        return [$input['dimension_length'] ?? null, $input['dimension_width'] ?? null, $input['dimension_height'] ?? null];
    }

    /**
     * Stores uploaded pictures on the local disk under the product's folder: their image rows, numbered after every
     * picture's id.
     *
     * @param  \Illuminate\Http\UploadedFile[]  $files
     */
    private function stored(Product $product, array $files): array
    {
        $nextId = Product::nextImageId();
        $images = [];
        foreach ($files as $file) {
            $images[] = ['id' => $nextId++, 'url' => '/storage/'.$file->store("products/{$product->id}")];
        }

        return $images;
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
