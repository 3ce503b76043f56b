<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A sales area (e.g. "Europe"); users and companies belong to areas. */
class Area extends Model
{
    public $timestamps = false;

    protected $fillable = ['name', 'code'];
}
