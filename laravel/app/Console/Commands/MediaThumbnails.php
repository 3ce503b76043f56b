<?php

namespace App\Console\Commands;

use App\Models\FileEntry;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

/**
 * Draws the 600x600 thumbnail (in `600x600/` beside the picture, as the file manager's URLs expect) of each uploaded
 * raster picture that has none. Seeded pictures are not on this disk: the mocks draw them.
 */
class MediaThumbnails extends Command
{
    protected $signature = 'media:thumbnails';

    protected $description = 'Generate missing 600x600 thumbnails.';

    private const SIZE = 600;

    public function handle(): int
    {
        $missing = FileEntry::where('kind', 'file')->whereNotNull('path')->where('mime_type', 'like', 'image/%')->get()
            ->filter(fn (FileEntry $file) => ! Storage::exists($this->thumbnailOf($file->path)));
        if ($missing->isEmpty()) {
            $this->info('No thumbnails missing.');

            return self::SUCCESS;
        }
        if (! extension_loaded('gd')) {
            $this->error("{$missing->count()} thumbnails missing; PHP's GD extension is needed to draw them.");

            return self::FAILURE;
        }
        foreach ($missing as $file) {
            $this->draw($file->path, $file->mime_type);
        }
        $this->info("Generated {$missing->count()} thumbnails.");

        return self::SUCCESS;
    }

    private function thumbnailOf(string $path): string
    {
        return dirname($path).'/'.self::SIZE.'x'.self::SIZE.'/'.basename($path);
    }

    /** Fits the picture inside 600 x 600, keeping its proportions, in the picture's own format (its name says it). */
    private function draw(string $path, string $type): void
    {
        $image = imagecreatefromstring(Storage::get($path));
        $scale = min(1, self::SIZE / max(imagesx($image), imagesy($image)));
        $thumbnail = imagescale($image, max(1, (int) round(imagesx($image) * $scale)));
        ob_start();
        match ($type) {
            'image/jpeg' => imagejpeg($thumbnail, null, 85),
            'image/webp' => imagewebp($thumbnail),
            'image/gif' => imagegif($thumbnail),
            default => imagepng($thumbnail),
        };
        Storage::put($this->thumbnailOf($path), ob_get_clean());
    }
}
