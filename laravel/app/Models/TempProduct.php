<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A new product's data an invited person completes through a verification link (its token). */
class TempProduct extends Model
{
    const UPDATED_AT = null;

    protected $guarded = [];

    protected $hidden = ['token', 'expired', 'created_at'];

    protected $casts = [
        'volume' => 'float', 'weight_net' => 'float', 'weight_gross' => 'float',
        'dimension_length' => 'float', 'dimension_width' => 'float', 'dimension_height' => 'float',
        'is_locked' => 'integer', 'categories' => 'array', 'images' => 'array', 'expired' => 'boolean',
        'verified_at' => 'datetime',
    ];
}
