<?php

namespace App\Console;

use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /** The app's own commands (the developer commands screen runs them too: config/dev_commands.php). */
    protected $commands = [
        Commands\CatalogReindex::class,
        Commands\MediaThumbnails::class,
    ];
}
