<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Facades\Storage;

/** A file or folder of the file manager; `parent_id` null is the root. */
class FileEntry extends Model
{
    const CREATED_AT = null;

    protected $fillable = ['kind', 'name', 'parent_id', 'url', 'path', 'mime_type', 'size'];

    protected $casts = ['size' => 'integer'];

    public function parent(): BelongsTo
    {
        return $this->belongsTo(self::class, 'parent_id');
    }

    public function children(): HasMany
    {
        return $this->hasMany(self::class, 'parent_id');
    }

    /** Deletes it for good with everything inside it, their stored copies too (the rows alone would cascade). */
    public function deleteTree(): void
    {
        $this->children->each->deleteTree();
        if ($this->path) {
            Storage::delete($this->path);
        }
        $this->delete();
    }

    /** The names of the folders above it joined by `/`; '' at the root. */
    public function folderPath(): string
    {
        return $this->parent ? ltrim($this->parent->folderPath().'/'.$this->parent->name, '/') : '';
    }
}
