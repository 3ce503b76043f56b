<?php

namespace Database\Seeders;

use App\Models\Area;
use App\Models\Category;
use App\Models\Company;
use App\Models\Customer;
use App\Models\Notification;
use App\Models\Permission;
use App\Models\Product;
use App\Models\Role;
use App\Models\TempProduct;
use App\Models\User;
use App\Models\WishlistItem;
use App\Search\Fts5Engine;
use Illuminate\Database\Seeder;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;

/**
 * The mocks' fixtures, exported once as JSON by `npm run laravel:seed-data` (mocks/src/server/exportSeed.ts):
 * the same demo accounts, catalogue and verification links on both servers, written in one place.
 */
class DatabaseSeeder extends Seeder
{
    public function run(): void
    {
        $seed = json_decode(file_get_contents(env('SEED_JSON', database_path('seed.json'))), true, 512, JSON_THROW_ON_ERROR);
        DB::transaction(fn () => $this->insert($seed));
        // The search index from the inserted catalogue, in one pass (the models' own hooks index one at a time).
        app(Fts5Engine::class)->rebuild();
    }

    private function insert(array $seed): void
    {

        foreach ($seed['roles'] as $role) {
            Role::forceCreate($role);
        }
        foreach ($seed['permissions'] as $permission) {
            Permission::forceCreate($permission);
        }
        foreach ($seed['areas'] as $area) {
            Area::forceCreate($area);
        }
        foreach ($seed['companies'] as $company) {
            Company::forceCreate($company);
        }
        // Every demo account shares one password: hash each distinct one once (bcrypt is slow on purpose).
        $hashes = collect($seed['users'])->pluck('password')->unique()->mapWithKeys(fn ($p) => [$p => Hash::make($p)]);
        foreach ($seed['users'] as $user) {
            $created = User::forceCreate(Arr::only($user, ['id', 'name', 'email', 'is_active', 'role_id', 'permissions_keys', 'must_change_password', 'created_at', 'deleted_at'])
                + ['password' => $hashes[$user['password']]]);
            $created->areas()->attach($user['area_ids']);
            $created->companies()->attach($user['company_ids']);
        }
        foreach ($seed['customers'] as $customer) {
            Customer::forceCreate($customer);
        }
        foreach ($seed['categories'] as $category) {
            Category::forceCreate($category);
        }
        foreach ($seed['products'] as $product) {
            Product::withoutEvents(fn () => Product::forceCreate(Arr::except($product, ['category_ids'])))->categories()->attach($product['category_ids']);
        }
        foreach ($seed['wishlists'] as $item) {
            WishlistItem::forceCreate($item);
        }
        foreach ($seed['notifications'] as $notification) {
            Notification::forceCreate($notification);
        }
        $this->callSilent(AccessTypeSeeder::class, ['seed' => $seed]);
        foreach ($seed['tempProducts'] as $temp) {
            TempProduct::forceCreate(Arr::except($temp['product'], ['verified_at']) + [
                'token' => $temp['token'],
                'expired' => $temp['expired'] ?? false,
                'verified_at' => $temp['product']['verified_at'] ?? null,
                'created_at' => $temp['created_at'],
            ]);
        }
        $this->callWith(DocumentsSeeder::class, ['seed' => $seed]);
        $this->callWith(CatalogueAdminSeeder::class, ['seed' => $seed]);
    }
}
