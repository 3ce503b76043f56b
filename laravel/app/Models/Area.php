<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;

/** A sales area (e.g. "Europe"); users and companies belong to areas. A delete goes to the recycle bin. */
class Area extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['name', 'code'];

    protected static function booted(): void
    {
        // Purged for good: what pointed at it stays, without it (binned rows included).
        static::deleting(function (Area $area) {
            if (! $area->isForceDeleting()) {
                return;
            }
            $area->companies()->withTrashed()->update(['area_id' => null]);
            $area->customers()->withTrashed()->update(['area_id' => null]);
            $area->users()->detach();
        });
    }

    public function companies(): HasMany
    {
        return $this->hasMany(Company::class);
    }

    public function customers(): HasMany
    {
        return $this->hasMany(Customer::class);
    }

    public function users(): BelongsToMany
    {
        return $this->belongsToMany(User::class);
    }
}
