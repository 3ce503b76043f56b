<?php

namespace App\Http\Controllers;

use App\Models\Category;
use App\Models\FileEntry;
use App\Models\Product;

/** Data analysis: the stored files and how many records use each, and the products' shipping measures. */
class AnalysisController extends Controller
{
    private const MEASURES = ['volume', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height'];

    /** Every file of the file manager with its folder's path; `references` 0 is an orphan. */
    public function files()
    {
        $uses = Category::all(['file_id', 'banner_file_id'])
            ->flatMap(fn (Category $category) => [$category->file_id, $category->banner_file_id])
            ->filter()->countBy();
        $folders = FileEntry::where('kind', 'folder')->get()->keyBy('id');
        $pathOf = function (?int $id) use (&$pathOf, $folders): string {
            $folder = $folders->get($id);

            return $folder ? ltrim($pathOf($folder->parent_id).'/'.$folder->name, '/') : '';
        };

        return ['data' => FileEntry::where('kind', 'file')->orderBy('id')->get()->map(fn (FileEntry $file) => [
            'id' => $file->id,
            'name' => $file->name,
            'folder' => $pathOf($file->parent_id),
            'url' => $file->url ?? '',
            'mime_type' => $file->mime_type,
            'size' => $file->size ?? 0,
            'references' => $uses->get($file->id, 0),
        ])];
    }

    /** Every live product's measures and the ones still missing, by product code. */
    public function cargo()
    {
        return ['data' => Product::orderBy('id')->get(['id', 'parent_code', 'title', ...self::MEASURES])->map(fn (Product $product) => [
            'product_id' => $product->id,
            'parent_code' => $product->parent_code,
            'title' => $product->title,
            'volume' => $product->volume,
            'weight_gross' => $product->weight_gross,
            'missing' => array_values(array_filter(self::MEASURES, fn ($measure) => $product->{$measure} === null)),
        ])];
    }
}
