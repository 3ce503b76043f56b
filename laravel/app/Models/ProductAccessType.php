<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/** Which part of the catalogue a customer may see: its categories and everything below them. */
class ProductAccessType extends Model
{
    public $timestamps = false;

    protected $fillable = ['title', 'description'];

    /** In the order they were given (the pivot's own id). */
    public function categories(): BelongsToMany
    {
        return $this->belongsToMany(Category::class)->orderBy('category_product_access_type.id');
    }

    /** The areas' and companies' defaults naming it; they go with it (the table cascades). */
    public function patDefaults(): HasMany
    {
        return $this->hasMany(PatDefault::class);
    }
}
