<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A new product's data an invited person completes through a verification link (its token). */
class TempProduct extends Model
{
    const UPDATED_AT = null;

    protected $guarded = [];

    protected $hidden = ['token', 'expired', 'created_at'];

    protected $casts = [
        'volume' => 'float', 'weight_net' => 'float', 'weight_gross' => 'float',
        'dimension_length' => 'float', 'dimension_width' => 'float', 'dimension_height' => 'float',
        'is_locked' => 'integer', 'categories' => 'array', 'images' => 'array', 'expired' => 'boolean',
        'verified_at' => 'datetime',
    ];

    /** Where its link stands: `verified` (submitted), `locked`, `expired` or `waiting` for the invited person. */
    public function state(): string
    {
        if ($this->verified_at) {
            return 'verified';
        }
        if ($this->is_locked === 1) {
            return 'locked';
        }

        return $this->expired ? 'expired' : 'waiting';
    }

    /** Its row in the new products report, the link's token included (the administrator sends the link). */
    public function reportRow(): array
    {
        return [
            'id' => $this->id,
            'product_id' => $this->product_id,
            'parent_code' => $this->parent_code,
            'title' => $this->title,
            'state' => $this->state(),
            'token' => $this->token,
            'image_count' => count($this->images),
            'created_at' => $this->created_at,
            'verified_at' => $this->verified_at,
        ];
    }
}
