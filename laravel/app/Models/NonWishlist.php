<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A product the customers of one access type may not put on their wishlist. */
class NonWishlist extends Model
{
    public $timestamps = false;

    public $incrementing = false;

    protected $primaryKey = null;

    protected $keyType = 'string';

    protected $fillable = ['product_id', 'access_type_id'];

    protected $casts = ['access_type_id' => 'integer'];
}
