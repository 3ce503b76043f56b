<?php

namespace App\Models;

use App\Search\Fts5Engine;
use Illuminate\Database\Eloquent\SoftDeletes;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/** Keyed by its id code (text, e.g. `FG-DINO-001`), not an auto-increment number. */
class Product extends Model
{
    use SoftDeletes;

    const UPDATED_AT = null;

    public $incrementing = false;

    protected $keyType = 'string';

    protected $guarded = [];

    protected $casts = [
        'volume' => 'float', 'weight_net' => 'float', 'weight_gross' => 'float',
        'dimension_length' => 'float', 'dimension_width' => 'float', 'dimension_height' => 'float',
        'components' => 'array', 'images' => 'array', 'filter' => 'array', 'is_locked' => 'integer',
    ];

    /** The search index follows each saved or deleted product (the seeder indexes the whole catalogue at once). */
    protected static function booted(): void
    {
        static::saved(fn (Product $product) => $product->searchable());
        static::deleted(fn (Product $product) => app(Fts5Engine::class)->delete($product->newCollection([$product])));
        // Deleted for good from the recycle bin: its category links and wishlist lines go with it.
        static::deleting(function (Product $product) {
            if (! $product->isForceDeleting()) {
                return;
            }
            $product->categories()->detach();
            WishlistItem::where('product_id', $product->id)->delete();
        });
    }

    /** Indexes the product again, as Scout's `searchable()`: after its categories change too. */
    public function searchable(): void
    {
        app(Fts5Engine::class)->update($this->newCollection([$this->fresh() ?? $this]));
    }

    public function categories(): BelongsToMany
    {
        return $this->belongsToMany(Category::class);
    }

    /** Every product of its parent code, itself included (its variants are the others: a colour or size). */
    public function family(): HasMany
    {
        return $this->hasMany(Product::class, 'parent_code', 'parent_code');
    }
}
