<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Storage;

/** An SVG icon of the icon manager; what is stored is the sanitised copy. */
class Icon extends Model
{
    public $timestamps = false;

    protected $fillable = ['name', 'url', 'path'];

    protected static function booted(): void
    {
        static::deleted(fn (Icon $icon) => $icon->path && Storage::delete($icon->path));
    }
}
