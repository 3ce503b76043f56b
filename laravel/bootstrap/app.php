<?php

require_once __DIR__.'/autoload.php';

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, App\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

// Each run of the reference server keeps its writable state (database, logs, caches) in one folder.
if ($storage = getenv('LARAVEL_STORAGE')) {
    $app->useStoragePath($storage);
    // `config:cache` (a developer command) writes there too: a cache left in bootstrap/ would outlive the run and
    // point the next one at this run's removed folder.
    $_SERVER['APP_CONFIG_CACHE'] = $_ENV['APP_CONFIG_CACHE'] = "{$storage}/framework/config.php";
}

return $app;
