<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Facades\Storage;

/** A file in an operation-document folder. */
class Document extends Model
{
    const UPDATED_AT = null;

    protected $fillable = ['folder_id', 'name', 'url', 'path', 'mime_type', 'size'];

    protected $casts = ['size' => 'integer'];

    /** The stored copy goes with the row. */
    protected static function booted(): void
    {
        static::deleted(fn (Document $document) => $document->path && Storage::delete($document->path));
    }

    public function folder(): BelongsTo
    {
        return $this->belongsTo(DocumentFolder::class, 'folder_id');
    }
}
