<?php

use App\Http\Controllers\AreaController;
use App\Http\Controllers\CategoryController;
use App\Http\Controllers\CompanyController;
use App\Http\Controllers\CustomerController;
use App\Http\Controllers\EnquiryController;
use App\Http\Controllers\FilterController;
use App\Http\Controllers\NotificationController;
use App\Http\Controllers\PasswordController;
use App\Http\Controllers\PatDefaultController;
use App\Http\Controllers\ProductAccessTypeController;
use App\Http\Controllers\ReportController;
use App\Http\Controllers\ProductAdminController;
use App\Http\Controllers\ProductController;
use App\Http\Controllers\RoleController;
use App\Http\Controllers\SessionController;
use App\Http\Controllers\TempProductController;
use App\Http\Controllers\UserController;
use App\Http\Controllers\VerificationController;
use App\Http\Controllers\WishlistController;
// Documents, files, icons, the recycle bin, analysis and developer commands.
use App\Http\Controllers\AnalysisController;
use App\Http\Controllers\DevCommandController;
use App\Http\Controllers\DocumentController;
use App\Http\Controllers\DocumentFolderController;
use App\Http\Controllers\FileEntryController;
use App\Http\Controllers\IconController;
use App\Http\Controllers\RecycleBinController;
use Illuminate\Support\Facades\Route;

// Open to visitors (the partner form) and to holders of a verification link's token.
Route::post('/email-registration', [EnquiryController::class, 'store']);
Route::patch('/open-api/temp-products/{tempProduct}/lock', [VerificationController::class, 'lock']);

Route::middleware('auth')->group(function () {
    Route::get('/user', [SessionController::class, 'user']);
    Route::get('/notifications/{user}', [NotificationController::class, 'index']);

    Route::get('/categories', [CategoryController::class, 'index']);
    Route::get('/categories/{category}', [CategoryController::class, 'show']);

    Route::get('/product', [ProductController::class, 'index']);
    Route::get('/product/seasonal', [ProductController::class, 'seasonal']);
    Route::get('/product/suggestions', [ProductController::class, 'suggestions']);
    Route::get('/product/category/{category}', [ProductController::class, 'ofCategory']);
    Route::get('/product/bc-product-details', [VerificationController::class, 'show']);
    Route::post('/product/store-product-verification', [VerificationController::class, 'store']);
    Route::post('/product/temp-image-upload/{tempProduct}', [VerificationController::class, 'upload']);
    Route::get('/product/{product}', [ProductController::class, 'show']);

    // The admin's product changes; a locked product refuses all but its unlock (423).
    Route::middleware('permission:action-product-product-item-edit')->group(function () {
        Route::put('/product/{product}', [ProductAdminController::class, 'update']);
        Route::put('/product-categories/{product}', [ProductAdminController::class, 'categories']);
        Route::post('/product-images/{product}', [ProductAdminController::class, 'uploadImage']);
        Route::delete('/product-images/{product}/{image}', [ProductAdminController::class, 'deleteImage'])->whereNumber('image');
        Route::post('/product-filter/{product}/{filter}/{choice}', [ProductAdminController::class, 'addFilter'])->whereNumber(['filter', 'choice']);
        Route::delete('/product-filter/{product}/{filter}/{choice}', [ProductAdminController::class, 'removeFilter'])->whereNumber(['filter', 'choice']);
    });
    Route::delete('/product/{product}', [ProductAdminController::class, 'destroy'])
        ->middleware('permission:action-product-product-item-delete');

    Route::get('/customer-wishlist', [WishlistController::class, 'index']);
    Route::post('/customer-wishlist', [WishlistController::class, 'store']);
    Route::post('/customer-wishlist/send-wishlist', [WishlistController::class, 'send']);
    Route::delete('/customer-wishlist/delete-all-user-wishlists', [WishlistController::class, 'clear']);
    Route::put('/customer-wishlist/{item}', [WishlistController::class, 'update']);
    Route::delete('/customer-wishlist/{item}', [WishlistController::class, 'destroy']);

    Route::patch('/temp-products/{tempProduct}/renew', [VerificationController::class, 'renew'])
        ->middleware('permission:action-product-new-products-edit');
    Route::patch('/temp-products/{tempProduct}/unlock', [VerificationController::class, 'unlock'])
        ->middleware('permission:action-product-new-products-edit');

    // A user's own password (with the current one), or anyone's with the users edit key; the first-time change.
    Route::put('/users/change-password/{user}', [PasswordController::class, 'change']);
    Route::post('/users/change-password-first-time', [PasswordController::class, 'changeFirstTime']);

    Route::get('/users', [UserController::class, 'index'])->middleware('permission:action-user-users-view');
    Route::get('/users/{user}', [UserController::class, 'show'])->middleware('permission:action-user-users-view');
    Route::post('/users', [UserController::class, 'store'])->middleware('permission:action-user-users-create');
    Route::put('/users/{user}', [UserController::class, 'update'])->middleware('permission:action-user-users-edit');
    Route::delete('/users/{user}', [UserController::class, 'destroy'])->middleware('permission:action-user-users-delete');
    Route::post('/users/{user}/{action}/permissions/{permission}', [UserController::class, 'setPermission'])
        ->where('action', 'grant|revoke')
        ->middleware('permission:action-user-users-edit');

    // People: roles and their keys, sales areas, companies, customer accounts, product access types and their
    // defaults, an admin's password reset. Each controller guards its actions with its area's keys
    // (Concerns\GuardsAreaActions); areas, companies and customers go to the recycle bin, the others for good.
    Route::post('/users/reset-password/{user}', [PasswordController::class, 'reset'])
        ->middleware('permission:action-user-users-edit');
    Route::get('/permissions', [RoleController::class, 'permissions']);
    Route::put('/roles/{role}/permissions', [RoleController::class, 'setPermissions']);
    Route::apiResource('roles', RoleController::class);
    Route::apiResource('areas', AreaController::class);
    Route::apiResource('companies', CompanyController::class);
    Route::get('/customers/{customer}/account', [CustomerController::class, 'account']);
    Route::apiResource('customers', CustomerController::class);
    Route::apiResource('product-access-types', ProductAccessTypeController::class);
    Route::apiResource('pat-defaults', PatDefaultController::class)->except('show');

    // ---- Documents, files, icons, the recycle bin, analysis and developer commands ----
    Route::get('/my-documents', [DocumentFolderController::class, 'mine']);
    Route::prefix('operation-documents')->group(function () {
        Route::get('/', [DocumentFolderController::class, 'index'])->middleware('permission:action-content-operation-documents-view');
        Route::post('/', [DocumentFolderController::class, 'store'])->middleware('permission:action-content-operation-documents-create');
        Route::patch('/rename/{folder}', [DocumentFolderController::class, 'rename'])->middleware('permission:action-content-operation-documents-edit');
        Route::put('/{folder}/access', [DocumentFolderController::class, 'access'])->middleware('permission:action-content-operation-documents-edit');
        Route::post('/{folder}/files', [DocumentController::class, 'store'])->middleware('permission:action-content-operation-documents-create');
        Route::delete('/files/{document}', [DocumentController::class, 'destroy'])->whereNumber('document')
            ->middleware('permission:action-content-operation-documents-delete');
        Route::delete('/{folder}', [DocumentFolderController::class, 'destroy'])->middleware('permission:action-content-operation-documents-delete');
    });

    Route::prefix('files')->group(function () {
        Route::get('/', [FileEntryController::class, 'index'])->middleware('permission:action-others-files-view');
        Route::post('/', [FileEntryController::class, 'store'])->middleware('permission:action-others-files-create');
        Route::post('/folders', [FileEntryController::class, 'storeFolder'])->middleware('permission:action-others-files-create');
        Route::patch('/{file}/rename', [FileEntryController::class, 'rename'])->middleware('permission:action-others-files-edit');
        Route::delete('/{file}', [FileEntryController::class, 'destroy'])->middleware('permission:action-others-files-delete');
    });
    Route::get('/icons', [IconController::class, 'index'])->middleware('permission:action-others-icons-view');
    Route::post('/icons', [IconController::class, 'store'])->middleware('permission:action-others-icons-create');
    Route::delete('/icons/{icon}', [IconController::class, 'destroy'])->middleware('permission:action-others-icons-delete');

    Route::prefix('recycle-bin/{type}')->group(function () {
        Route::get('/', [RecycleBinController::class, 'index'])->middleware('permission:action-data-data-recycle-view');
        Route::patch('/{id}/restore', [RecycleBinController::class, 'restore'])->middleware('permission:action-data-data-recycle-edit');
        Route::delete('/{id}', [RecycleBinController::class, 'purge'])->middleware('permission:action-data-data-recycle-delete');
    });

    Route::get('/analysis/files', [AnalysisController::class, 'files'])->middleware('permission:action-data-analysis-files-view');
    Route::get('/analysis/cargo', [AnalysisController::class, 'cargo'])->middleware('permission:action-data-analysis-cargo-view');

    Route::get('/dev-commands', [DevCommandController::class, 'index'])->middleware('permission:action-others-dev-commands-view');
    Route::post('/dev-commands/{name}', [DevCommandController::class, 'run'])->middleware('permission:action-others-dev-commands-edit');
    // ---- end: documents, files, icons, the recycle bin, analysis and developer commands ----
});

// Catalogue administration: categories, products, filters, new products and their reports, a product enquiry.
Route::middleware('auth')->group(function () {
    Route::post('/categories', [CategoryController::class, 'store'])->middleware('permission:action-product-categories-create');
    Route::middleware('permission:action-product-categories-edit')->group(function () {
        Route::put('/categories/image/{category}', [CategoryController::class, 'image']);
        Route::put('/categories/banner-image/{category}', [CategoryController::class, 'banner']);
        Route::put('/categories/{category}', [CategoryController::class, 'update']);
        Route::put('/data-table/categories', [CategoryController::class, 'table']);
    });
    Route::delete('/categories/{category}', [CategoryController::class, 'destroy'])->middleware('permission:action-product-categories-delete');

    Route::post('/product', [ProductAdminController::class, 'store'])->middleware('permission:action-product-product-item-create');
    Route::get('/product-filter/{product}', [ProductAdminController::class, 'filters']);
    Route::get('/product-images/zip/{product}', [ProductAdminController::class, 'zip']);
    Route::middleware('permission:action-product-product-item-edit')->group(function () {
        Route::put('/nonwishlist/{product}/{accessType}/{value}', [ProductAdminController::class, 'nonWishlist'])
            ->whereNumber('accessType')->where('value', '[01]');
        Route::put('/product-images/{product}/order', [ProductAdminController::class, 'orderImages']);
        Route::put('/data-table/product', [ProductAdminController::class, 'table']);
    });

    Route::get('/filters', [FilterController::class, 'index']);
    Route::get('/filters/{filter}', [FilterController::class, 'show']);
    Route::post('/filters', [FilterController::class, 'store'])->middleware('permission:action-product-product-filter-create');
    Route::middleware('permission:action-product-product-filter-edit')->group(function () {
        Route::put('/filters/{filter}', [FilterController::class, 'update']);
        Route::post('/filters/choice/{filter}', [FilterController::class, 'addChoice']);
        Route::put('/data-table/filter', [FilterController::class, 'table']);
    });
    Route::middleware('permission:action-product-product-filter-delete')->group(function () {
        Route::delete('/filters/choice/{choice}', [FilterController::class, 'deleteChoice'])->whereNumber('choice');
        Route::delete('/filters/{filter}', [FilterController::class, 'destroy']);
    });

    Route::post('/customer-wishlist/product-inquery', [WishlistController::class, 'inquiry']);

    Route::get('/product/temp-image-upload/{tempProduct}', [VerificationController::class, 'images']);
    Route::delete('/product/temp-image-upload/{tempProduct}/{image}', [VerificationController::class, 'deleteImage'])->whereNumber('image');
    Route::post('/temp-products', [TempProductController::class, 'store'])->middleware('permission:action-product-new-products-create');

    Route::get('/reports/products-without-images', [ReportController::class, 'productsWithoutImages'])
        ->middleware('permission:action-report-report-no-product-images-view');
    Route::get('/reports/new-products', [ReportController::class, 'newProducts'])->middleware('permission:action-product-new-products-view');
    Route::get('/reports/new-products-images', [ReportController::class, 'newProductImages'])
        ->middleware('permission:action-product-new-products-images-view');
});
