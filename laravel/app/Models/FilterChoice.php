<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class FilterChoice extends Model
{
    public $timestamps = false;

    protected $fillable = ['filter_id', 'title'];

    public function filter(): BelongsTo
    {
        return $this->belongsTo(Filter::class);
    }

    /** The value a product carries in its `filter` list: the filter's and the choice's ids and titles. */
    public function productValue(): array
    {
        return [
            'filter_id' => $this->filter_id,
            'filter_title' => $this->filter->title,
            'choice_id' => $this->id,
            'choice_title' => $this->title,
        ];
    }
}
