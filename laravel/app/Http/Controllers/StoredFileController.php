<?php

namespace App\Http\Controllers;

use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/**
 * `/storage/{path}`: the uploads on the local disk, as `php artisan storage:link` would publish them (PHP's built-in
 * server serves no files of its own here). Raster pictures as what their bytes are, icons as the SVG images they were
 * cleaned into under a policy that forbids script, anything else as a download; nosniff on all.
 */
class StoredFileController extends Controller
{
    private const PICTURES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

    public function show(string $path)
    {
        abort_if(Str::contains($path, '..'), 404);
        // A picture without its 600x600 thumbnail (media:thumbnails not run yet) is its own thumbnail.
        $stored = collect([$path, str_replace('/600x600/', '/', $path)])->first(fn ($candidate) => Storage::exists($candidate));
        abort_if($stored === null, 404);
        $headers = ['X-Content-Type-Options' => 'nosniff', 'Cache-Control' => 'public, max-age=3600'];
        if (Str::startsWith($stored, 'icons/')) {
            return Storage::response($stored, null, $headers + [
                'Content-Type' => 'image/svg+xml',
                'Content-Security-Policy' => "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            ]);
        }
        $type = Storage::mimeType($stored);
        if (in_array($type, self::PICTURES, true)) {
            return Storage::response($stored, null, $headers + ['Content-Type' => $type]);
        }

        return Storage::download($stored, basename($stored), $headers + ['Content-Type' => 'application/octet-stream']);
    }
}
