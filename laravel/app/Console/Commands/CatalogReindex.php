<?php

namespace App\Console\Commands;

use App\Models\Product;
use App\Search\Fts5Engine;
use Illuminate\Console\Command;

/** Rebuilds the catalogue's search index from the products and categories (what the seeder does once). */
class CatalogReindex extends Command
{
    protected $signature = 'catalog:reindex';

    protected $description = 'Rebuild the product search index.';

    public function handle(Fts5Engine $engine): int
    {
        $engine->rebuild();
        $this->info('Indexed '.Product::count().' products.');

        return self::SUCCESS;
    }
}
