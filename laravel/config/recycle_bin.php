<?php

// The recycle bin's record types, as the client names them (@factory/api's `recycleBinTypes`), and the soft-deleting
// model each one lists, restores and purges.
return [
    'types' => [
        'customer' => App\Models\Customer::class,
        'area' => App\Models\Area::class,
        'company' => App\Models\Company::class,
    ],
];
