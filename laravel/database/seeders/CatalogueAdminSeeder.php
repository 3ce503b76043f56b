<?php

namespace Database\Seeders;

use App\Models\Filter;
use App\Models\FilterChoice;
use App\Models\NonWishlist;
use Illuminate\Database\Seeder;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;

/** The catalogue administration's tables from the mocks' fixtures: filters and their choices, wishlist rules. */
class CatalogueAdminSeeder extends Seeder
{
    public function run(array $seed): void
    {
        foreach ($seed['filters'] as $position => $filter) {
            Filter::forceCreate(Arr::only($filter, ['id', 'title', 'description', 'deleted_at']) + ['position' => $position + 1]);
            foreach ($filter['choices'] as $choice) {
                FilterChoice::forceCreate($choice);
            }
        }
        foreach ($seed['nonWishlist'] as $row) {
            NonWishlist::forceCreate($row);
        }
        // The catalogue's own order is the fixtures' order, which is the order the products were inserted in.
        DB::table('products')->update(['position' => DB::raw('rowid')]);
    }
}
