<?php

use App\Http\Controllers\SessionController;
use App\Http\Controllers\StoredFileController;
use Illuminate\Support\Facades\Route;

// Sanctum's SPA endpoints: the security cookie (VerifyCsrfToken adds XSRF-TOKEN to every answer), login, logout.
Route::get('/sanctum/csrf-cookie', [SessionController::class, 'csrfCookie']);
Route::post('/login', [SessionController::class, 'login']);
Route::delete('/logout', [SessionController::class, 'logout']);

// The uploads on the local disk (documents, file manager, icons, verification pictures).
Route::get('/storage/{path}', [StoredFileController::class, 'show'])->where('path', '.*');
