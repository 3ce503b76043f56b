<?php

namespace App\Models;

use Illuminate\Database\Eloquent\SoftDeletes;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
use Illuminate\Foundation\Auth\User as Authenticatable;

class User extends Authenticatable
{
    use SoftDeletes;

    const UPDATED_AT = null;

    protected $fillable = ['name', 'email', 'password', 'is_active', 'role_id', 'permissions_keys', 'must_change_password'];

    protected $hidden = ['password', 'remember_token'];

    protected $casts = ['is_active' => 'boolean', 'permissions_keys' => 'array', 'must_change_password' => 'boolean'];

    /** Deleted for good from the recycle bin: its area and company links go with it. */
    protected static function booted(): void
    {
        static::deleting(function (User $user) {
            if (! $user->isForceDeleting()) {
                return;
            }
            $user->areas()->detach();
            $user->companies()->detach();
        });
    }

    public function role(): BelongsTo
    {
        return $this->belongsTo(Role::class);
    }

    public function areas(): BelongsToMany
    {
        return $this->belongsToMany(Area::class);
    }

    public function companies(): BelongsToMany
    {
        return $this->belongsToMany(Company::class);
    }

    public function customer(): HasOne
    {
        return $this->hasOne(Customer::class);
    }

    /**
     * The ids of the categories open to this user: their access type's categories and every category below those;
     * null when the whole catalogue is (staff, or a customer without an access type).
     */
    public function openCategoryIds(): ?array
    {
        if (! array_key_exists('openCategoryIds', $this->visibility)) {
            $type = $this->customer?->accessType;
            $this->visibility['openCategoryIds'] = $type === null ? null
                : $type->categories->flatMap(fn (Category $category) => $category->treeIds())->unique()->values()->all();
        }

        return $this->visibility['openCategoryIds'];
    }

    /**
     * What a restricted customer is told (`access_data`): their access type's name, the ranges open to them as the
     * catalogue lists them (each open category whose parent is not open) and whom to ask; null when every range is.
     */
    public function accessData(): ?array
    {
        $open = $this->openCategoryIds();
        if ($open === null || Category::whereNull('parent_id')->whereNotIn('id', $open)->doesntExist()) {
            return null;
        }
        $ranges = Category::whereIn('id', $open)->orderBy('position')->orderBy('id')->get()
            ->filter(fn (Category $category) => $category->parent_id === null || ! in_array($category->parent_id, $open))
            ->map(fn (Category $category) => ['id' => $category->id, 'title' => $category->title])->values()->all();

        return [
            'title' => $this->customer->accessType->title,
            'categories' => $ranges,
            'contact' => ['name' => 'our sales team', 'email' => 'sales@example.com'],
        ];
    }

    /** Worked out once per request: every catalogue query of it asks. */
    private array $visibility = [];
}
