<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;

/** A customers' company, optionally in an area. A delete goes to the recycle bin. */
class Company extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['name', 'code', 'country', 'area_id'];

    protected $casts = ['area_id' => 'integer'];

    protected static function booted(): void
    {
        // Purged for good: its customers and users stay, without it (binned rows included).
        static::deleting(function (Company $company) {
            if (! $company->isForceDeleting()) {
                return;
            }
            $company->customers()->withTrashed()->update(['company_id' => null]);
            $company->users()->detach();
        });
    }

    public function area(): BelongsTo
    {
        return $this->belongsTo(Area::class);
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
