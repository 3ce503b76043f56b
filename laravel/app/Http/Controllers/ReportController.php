<?php

namespace App\Http\Controllers;

use App\Models\Product;
use App\Models\TempProduct;
use Illuminate\Support\Collection;

/** The catalogue's reports: products without pictures, new products (verification links) and their pictures. */
class ReportController extends Controller
{
    /** Live products without a picture, in the catalogue's order. */
    public function productsWithoutImages()
    {
        return ['data' => Product::ordered()->where('images', '[]')->get(['id', 'parent_code', 'title', 'created_at'])
            ->map->only(['id', 'parent_code', 'title', 'created_at'])];
    }

    /** Every temp product, newest first, with its link's token and state. */
    public function newProducts()
    {
        return ['data' => $this->newest()->map(fn (TempProduct $temp) => $temp->reportRow())];
    }

    /** Every picture uploaded through a link, newest product first. */
    public function newProductImages()
    {
        return ['data' => $this->newest()->flatMap(fn (TempProduct $temp) => collect($temp->images)->map(fn (array $image) => [
            'id' => $image['id'],
            'temp_product_id' => $temp->id,
            'product_id' => $temp->product_id,
            'title' => $temp->title,
            'state' => $temp->state(),
            'url' => $image['url'],
        ]))->values()];
    }

    private function newest(): Collection
    {
        return TempProduct::orderByDesc('created_at')->orderBy('id')->get();
    }
}
