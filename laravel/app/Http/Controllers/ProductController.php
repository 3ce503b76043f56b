<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductIndexRequest;
use App\Http\Resources\ProductResource;
use App\Models\Category;
use App\Models\Product;
use Illuminate\Database\Eloquent\Builder;

class ProductController extends Controller
{
    /** The catalogue's search (`q`), a category with its sub-categories (`sub`), sorting and Laravel's paginator. */
    public function index(ProductIndexRequest $request)
    {
        $products = Product::with('categories', 'family')
            ->when($request->filled('q'), function (Builder $query) use ($request) {
                $needle = '%'.$request->input('q').'%';
                $query->where(fn (Builder $q) => $q->where('id', 'like', $needle)
                    ->orWhere('parent_code', 'like', $needle)
                    ->orWhere('title', 'like', $needle)
                    ->orWhereHas('categories', fn (Builder $c) => $c->where('title', 'like', $needle)));
            })
            ->when($request->input('sub') ?: $request->input('category_id'), function (Builder $query, $id) {
                $ids = Category::findOrFail($id)->treeIds();
                $query->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $ids));
            });

        return ProductResource::collection($request->paginate($products));
    }

    /** The catalogue home's seasonal range: the newest 12 Christmas, Halloween and Easter pieces. */
    public function seasonal()
    {
        $ids = Category::whereNull('parent_id')
            ->where(fn (Builder $q) => $q->where('title', 'like', 'Christmas%')->orWhere('title', 'like', 'Halloween%')->orWhere('title', 'like', 'Easter%'))
            ->get()
            ->flatMap(fn (Category $category) => $category->treeIds());

        return ProductResource::collection(
            Product::with('categories', 'family')
                ->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $ids))
                ->latest()
                ->limit(12)
                ->get()
        );
    }

    /** Every product of a category and of the categories below it. */
    public function ofCategory(Category $category)
    {
        return ProductResource::collection(
            Product::with('categories', 'family')
                ->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $category->treeIds()))
                ->get()
        );
    }

    public function show(Product $product): ProductResource
    {
        return new ProductResource($product);
    }
}
