<?php

/*
 * The recycle bin's record types, keyed as the client names them (@factory/api's `recycleBinTypes`), each an Eloquent
 * model that uses SoftDeletes: GET /api/recycle-bin/{type} lists its trashed rows, restore and purge act on one.
 * A record is titled by its `title`, else its `name`.
 */
return [
    'types' => [
        'product' => App\Models\Product::class,
        'user' => App\Models\User::class,
        'customer' => App\Models\Customer::class,
        'area' => App\Models\Area::class,
        'company' => App\Models\Company::class,
        'category' => App\Models\Category::class,
        'filter' => App\Models\Filter::class,
    ],
];
