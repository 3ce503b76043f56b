<?php

use App\Http\Controllers\SessionController;
use Illuminate\Support\Facades\Route;

// Sanctum's SPA endpoints: the security cookie (VerifyCsrfToken adds XSRF-TOKEN to every answer), login, logout.
Route::get('/sanctum/csrf-cookie', [SessionController::class, 'csrfCookie']);
Route::post('/login', [SessionController::class, 'login']);
Route::delete('/logout', [SessionController::class, 'logout']);
