<?php

// No Composer: Debian's php-laravel-framework brings Laravel 8 and its dependencies with one autoloader;
// the app's own classes follow PSR-4 (App\ → app/, Database\Seeders\ → database/seeders/).
require_once '/usr/share/php/Illuminate/autoload.php';

spl_autoload_register(function (string $class): void {
    $roots = ['App\\' => __DIR__.'/../app/', 'Database\\Seeders\\' => __DIR__.'/../database/seeders/'];
    foreach ($roots as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (is_file($file)) {
                require $file;
            }
        }
    }
});
