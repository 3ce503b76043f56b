<?php

namespace App\Http\Controllers;

use Illuminate\Support\Facades\Artisan;
use Symfony\Component\Console\Output\BufferedOutput;

/** The developer commands: the allowed Artisan commands of config/dev_commands.php, run with their output. */
class DevCommandController extends Controller
{
    public function index()
    {
        return ['data' => collect(config('dev_commands'))
            ->map(fn (string $description, string $name) => ['name' => $name, 'description' => $description])
            ->values()];
    }

    public function run(string $name)
    {
        abort_unless(array_key_exists($name, config('dev_commands')), 404);
        // Its own buffer: config:cache boots a fresh application, after which Artisan::output() has lost the text.
        $output = new BufferedOutput();
        $exitCode = Artisan::call($name, [], $output);

        return ['data' => ['exit_code' => $exitCode, 'output' => "$ php artisan {$name}\n".$output->fetch()]];
    }
}
