<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** The access type a new customer of an area or a company gets unless set otherwise. */
class PatDefault extends Model
{
    public $timestamps = false;

    protected $fillable = ['product_access_type_id', 'area_id', 'company_id'];

    // Ids as numbers even when a form sent them as text.
    protected $casts = ['product_access_type_id' => 'integer', 'area_id' => 'integer', 'company_id' => 'integer'];

    public function accessType(): BelongsTo
    {
        return $this->belongsTo(ProductAccessType::class, 'product_access_type_id');
    }

    public function area(): BelongsTo
    {
        return $this->belongsTo(Area::class);
    }

    public function company(): BelongsTo
    {
        return $this->belongsTo(Company::class);
    }
}
