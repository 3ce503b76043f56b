<?php

// The recycle bin's record types as the client names them (@factory/api's recycleBinTypes), each an Eloquent model
// with SoftDeletes: a delete of one of these goes to the bin, from which it is restored or purged.
return [
    'types' => [
        'product' => App\Models\Product::class,
        'category' => App\Models\Category::class,
        'filter' => App\Models\Filter::class,
    ],
];
