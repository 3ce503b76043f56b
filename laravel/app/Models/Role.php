<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/** A role: the keys a user given it starts with. Deleted for good (not binned); its users move to another role. */
class Role extends Model
{
    public $timestamps = false;

    protected $fillable = ['title', 'description', 'permission_keys'];

    protected $casts = ['permission_keys' => 'array'];

    /** The live users given the role (binned ones: `withTrashed()`). */
    public function users(): HasMany
    {
        return $this->hasMany(User::class);
    }

    /** The permissions its keys name, in the catalogue's order. */
    public function permissions(): Collection
    {
        return Permission::whereIn('key', $this->permission_keys)->orderBy('id')->get();
    }

    /** Whether it holds every administrator key and no other role does: nobody could give them back without it. */
    public function isLastAdministratorRole(): bool
    {
        return Permission::holdsAdministratorKeys($this->permission_keys)
            && ! static::whereKeyNot($this->id)->get()->contains(fn (Role $other) => Permission::holdsAdministratorKeys($other->permission_keys));
    }
}
