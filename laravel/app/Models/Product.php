<?php

namespace App\Models;

use App\Models\Concerns\HasPosition;
use App\Search\Fts5Engine;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\SoftDeletes;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/** Keyed by its id code (text, e.g. `FG-DINO-001`), not an auto-increment number. */
class Product extends Model
{
    use HasPosition;
    use SoftDeletes;

    const UPDATED_AT = null;

    public $incrementing = false;

    protected $keyType = 'string';

    protected $guarded = [];

    protected $casts = [
        'volume' => 'float', 'weight_net' => 'float', 'weight_gross' => 'float',
        'dimension_length' => 'float', 'dimension_width' => 'float', 'dimension_height' => 'float',
        'components' => 'array', 'images' => 'array', 'filter' => 'array', 'is_locked' => 'integer',
        'position' => 'integer',
    ];

    /** The search index follows each saved or deleted product (the seeder indexes the whole catalogue at once). */
    protected static function booted(): void
    {
        // A new product comes last in the catalogue's own order, however it is created (admin form, verification).
        static::creating(fn (Product $product) => $product->position ??= static::nextPosition());
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

    /** The access types whose customers may not wishlist it. */
    public function nonWishlists(): HasMany
    {
        return $this->hasMany(NonWishlist::class);
    }

    /** The id of the next picture: picture ids run across every product, binned ones included. */
    public static function nextImageId(): int
    {
        return (int) static::withTrashed()->pluck('images')->flatten(1)->max('id') + 1;
    }

    /** The products' dimensions line, `L x W x H cm`, or null while a side is missing. */
    public static function dimensionsLine(?float $length, ?float $width, ?float $height): ?string
    {
        $sizes = [$length, $width, $height];

        return in_array(null, $sizes, true) ? null : implode(' x ', array_map(fn ($size) => (string) (float) $size, $sizes)).' cm';
    }

    /** The products open to the user: those with one of their categories open. */
    public function scopeVisibleTo(Builder $query, ?User $user): Builder
    {
        $open = $user?->openCategoryIds();

        return $query->when($open !== null, fn (Builder $q) => $q->whereHas('categories', fn (Builder $c) => $c->whereIn('categories.id', $open)));
    }

    public function isVisibleTo(?User $user): bool
    {
        $open = $user?->openCategoryIds();

        return $open === null || $this->categories->pluck('id')->intersect($open)->isNotEmpty();
    }
}
