<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Role extends Model
{
    public $timestamps = false;

    protected $fillable = ['title', 'description', 'permission_keys'];

    protected $casts = ['permission_keys' => 'array'];
}
