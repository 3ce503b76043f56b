<?php

namespace App\Providers;

use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Route;

class RouteServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $this->routes(function () {
            Route::middleware('spa')->group(base_path('routes/web.php'));
            Route::prefix('api')->middleware('spa')->group(base_path('routes/api.php'));
        });
    }
}
