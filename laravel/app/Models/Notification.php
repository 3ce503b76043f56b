<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A notification addressed to a user (a sent wishlist among them); `read_at` is null while unread. */
class Notification extends Model
{
    const UPDATED_AT = null;

    protected $fillable = ['user_id', 'title', 'message', 'url', 'read_at', 'idempotency_key'];

    protected $hidden = ['user_id', 'idempotency_key'];

    protected $casts = ['read_at' => 'datetime'];
}
