<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Enquiry extends Model
{
    const UPDATED_AT = null;

    protected $fillable = ['email', 'company', 'region', 'comment'];
}
