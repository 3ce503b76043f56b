<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\SoftDeletes;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Category extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $guarded = [];

    public function subCategories(): HasMany
    {
        return $this->hasMany(Category::class, 'parent_id')->orderBy('position')->orderBy('id');
    }

    /** Its id and the ids of every category below it. */
    public function treeIds(): array
    {
        return $this->subCategories->flatMap(fn (Category $child) => $child->treeIds())->prepend($this->id)->all();
    }

    /** The categories open to the user (a customer sees their access type's ranges alone). */
    public function scopeVisibleTo(Builder $query, ?User $user): Builder
    {
        $open = $user?->openCategoryIds();

        return $query->when($open !== null, fn (Builder $q) => $q->whereIn('categories.id', $open));
    }
}
