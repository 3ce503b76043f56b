<?php

namespace App\Http\Controllers;

use App\Http\Requests\VerificationRequest;
use App\Http\Resources\ProductResource;
use App\Models\Category;
use App\Models\Product;
use App\Models\TempProduct;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** The verification link: every call carries its token, and a call for one temp product must carry that one's. */
class VerificationController extends Controller
{
    /** The spec's text for a locked temp product (§8). */
    const LOCKED = 'This item is locked and cannot be processed. Contact the Developer';

    public function show(Request $request)
    {
        return ['data' => $this->opened($request)];
    }

    /** Irreversible: the product is created, and the temp product keeps what was submitted, locked. */
    public function store(VerificationRequest $request): ProductResource
    {
        $temp = $this->unlocked($this->opened($request), 'token');
        $info = $request->validated()['info'];
        $product = DB::transaction(function () use ($request, $temp, $info) {
            $measures = Arr::only($info, ['volume', 'weight_net', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height']);
            $product = Product::create([
                ...Arr::only($info, ['parent_code', 'title', 'description']),
                ...$measures,
                'id' => $request->productId(),
                'product_dimensions' => "{$info['dimension_length']} x {$info['dimension_width']} x {$info['dimension_height']} cm",
                'components' => [],
                'images' => collect($temp->images)->whereIn('id', $request->input('images'))->values()->all(),
                'filter' => [],
                'is_locked' => 0,
            ]);
            $product->categories()->attach(Category::whereIn('id', $request->input('category'))->pluck('id'));
            $product->searchable();
            $temp->update([
                ...Arr::only($info, ['parent_code', 'title', 'description']),
                ...$measures,
                'product_id' => $product->id,
                'categories' => $product->categories->map->only(['id', 'title'])->all(),
                'images' => $product->images,
                'is_locked' => 1,
                'verified_at' => now(),
            ]);

            return $product;
        });

        return new ProductResource($product);
    }

    /** Pictures of the new product; each within the image rule's size and, before that, PHP's own upload limits. */
    public function upload(Request $request, TempProduct $tempProduct)
    {
        $temp = $this->unlocked($this->opened($request, $tempProduct), 'images');
        $request->validate(['images' => ['required', 'array'], 'images.*' => ['image', 'max:10240']]);
        $images = $temp->images;
        $nextId = TempProduct::all()->flatMap(fn ($t) => Arr::pluck($t->images, 'id'))->max() + 1;
        foreach ($request->file('images') as $file) {
            $path = $file->store("temp-products/t-{$temp->id}");
            $images[] = ['id' => $nextId++, 'url' => "/storage/{$path}"];
        }
        $temp->update(['images' => $images]);

        return ['data' => $images];
    }

    /** The pictures uploaded for the temp product (the token in the query). */
    public function images(Request $request, TempProduct $tempProduct)
    {
        return ['data' => $this->opened($request, $tempProduct)->images];
    }

    /** One uploaded picture removed (the token in the query); one already gone leaves the list as it is. */
    public function deleteImage(Request $request, TempProduct $tempProduct, int $image)
    {
        $temp = $this->unlocked($this->opened($request, $tempProduct), 'images');
        $temp->update(['images' => collect($temp->images)->reject(fn (array $row) => $row['id'] === $image)->values()->all()]);

        return ['data' => $temp->images];
    }

    /** The "open API": the token's holder may lock it without being logged in. */
    public function lock(Request $request, TempProduct $tempProduct)
    {
        $temp = $this->opened($request, $tempProduct);
        $temp->update(['is_locked' => 1]);

        return ['data' => $temp];
    }

    /** The administrator renews an expired link: the same token works again. */
    public function renew(TempProduct $tempProduct)
    {
        return $this->changed($tempProduct, ['expired' => false]);
    }

    /** The administrator unlocks a locked product: its link can change and submit it again. */
    public function unlock(TempProduct $tempProduct)
    {
        return $this->changed($tempProduct, ['is_locked' => 0]);
    }

    /** A verified product's link is done: neither renewed nor unlocked. */
    private function changed(TempProduct $temp, array $change)
    {
        if ($temp->verified_at) {
            throw ValidationException::withMessages(['product' => 'This product was verified: its link is done.']);
        }
        $temp->update($change);

        return ['data' => $temp];
    }

    /** The temp product the request's token opens, or 403. */
    private function opened(Request $request, ?TempProduct $expected = null): TempProduct
    {
        $temp = TempProduct::firstWhere('token', (string) $request->input('token'));
        abort_if(! $temp || ($expected && ! $expected->is($temp)), 403, 'This verification link is not valid.');
        abort_if($temp->expired, 403, 'This verification link has expired.');

        return $temp;
    }

    private function unlocked(TempProduct $temp, string $field): TempProduct
    {
        if ($temp->is_locked === 1) {
            throw ValidationException::withMessages([$field => self::LOCKED]);
        }

        return $temp;
    }
}
