<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;

/** A customer account: the company and area it belongs to, and the user who logs in for it. */
class Customer extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['name', 'email', 'phone', 'company_id', 'area_id', 'user_id', 'product_access_type_id', 'is_active'];

    protected $casts = ['is_active' => 'boolean'];
}
