<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\ProductAccessTypeRequest;
use App\Http\Resources\ProductAccessTypeResource;
use App\Models\ProductAccessType;
use Illuminate\Support\Facades\DB;

/**
 * Product access types: a few rows, answered whole (the admin list searches, sorts and pages them itself); a delete
 * is for good and takes the type's defaults with it.
 */
class ProductAccessTypeController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('product-product-access-types');
    }

    public function index()
    {
        return ProductAccessTypeResource::collection(ProductAccessType::with('categories')->orderBy('id')->get());
    }

    public function show(ProductAccessType $productAccessType): ProductAccessTypeResource
    {
        return new ProductAccessTypeResource($productAccessType);
    }

    public function store(ProductAccessTypeRequest $request)
    {
        $type = DB::transaction(function () use ($request) {
            $type = ProductAccessType::create($request->safe()->only(['title', 'description']));
            $type->categories()->attach($request->input('category_ids', []));

            return $type;
        });

        return (new ProductAccessTypeResource($type))->response()->setStatusCode(201);
    }

    /** Without `category_ids` the type keeps its categories; with them, it opens exactly those. */
    public function update(ProductAccessTypeRequest $request, ProductAccessType $productAccessType): ProductAccessTypeResource
    {
        DB::transaction(function () use ($request, $productAccessType) {
            $productAccessType->update($request->safe()->only(['title', 'description']));
            if ($request->has('category_ids')) {
                $productAccessType->categories()->sync($request->input('category_ids'));
            }
        });

        return new ProductAccessTypeResource($productAccessType->load('categories'));
    }

    public function destroy(ProductAccessType $productAccessType)
    {
        $productAccessType->delete();

        return response()->noContent();
    }
}
