<?php

namespace App\Models;

use App\Models\Concerns\HasPosition;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;

/** A product filter (e.g. "Material") with its choices; deleted to the recycle bin. */
class Filter extends Model
{
    use HasPosition;
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['title', 'description', 'position'];

    public function choices(): HasMany
    {
        return $this->hasMany(FilterChoice::class)->orderBy('id');
    }
}
