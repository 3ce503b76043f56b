<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;

/** A customer account: the company and area it belongs to, and the user who logs in for it. */
class Customer extends Model
{
    use SoftDeletes;

    public $timestamps = false;

    protected $fillable = ['name', 'email', 'phone', 'company_id', 'area_id', 'user_id', 'product_access_type_id', 'is_active'];

    // Ids as numbers even when a form sent them as text.
    protected $casts = [
        'is_active' => 'boolean', 'company_id' => 'integer', 'area_id' => 'integer', 'user_id' => 'integer',
        'product_access_type_id' => 'integer',
    ];

    public function company(): BelongsTo
    {
        return $this->belongsTo(Company::class);
    }

    public function area(): BelongsTo
    {
        return $this->belongsTo(Area::class);
    }

    /** The login that uses the catalogue for this account. */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function accessType(): BelongsTo
    {
        return $this->belongsTo(ProductAccessType::class, 'product_access_type_id');
    }

    /** The wishlist of the account's login. */
    public function wishlist(): HasMany
    {
        return $this->hasMany(WishlistItem::class, 'user_id', 'user_id');
    }
}
