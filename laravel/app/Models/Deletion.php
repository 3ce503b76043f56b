<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** Who moved a record to the recycle bin (App\Providers\RecycleBinServiceProvider writes it). */
class Deletion extends Model
{
    public $timestamps = false;

    public $incrementing = false;

    protected $fillable = ['deletable_type', 'deletable_id', 'user_id'];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class)->withTrashed();
    }
}
