<?php

namespace Database\Seeders;

use App\Models\PatDefault;
use App\Models\ProductAccessType;
use Illuminate\Database\Seeder;
use Illuminate\Support\Arr;

/** The mocks' product access types (their categories in the mocks' order) and the areas' and companies' defaults. */
class AccessTypeSeeder extends Seeder
{
    public function run(array $seed): void
    {
        foreach ($seed['accessTypes'] as $type) {
            ProductAccessType::forceCreate(Arr::except($type, ['category_ids']))->categories()->attach($type['category_ids']);
        }
        foreach ($seed['patDefaults'] as $default) {
            PatDefault::forceCreate($default);
        }
    }
}
