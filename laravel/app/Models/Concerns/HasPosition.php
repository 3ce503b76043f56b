<?php

namespace App\Models\Concerns;

use Illuminate\Database\Eloquent\Builder;

/**
 * A list's own order, kept in a `position` column: the rows in that order (ties by key, as inserted), and a row moved
 * to a 1-based place among the live rows, as a data table's `sort_order` asks.
 */
trait HasPosition
{
    public function scopeOrdered(Builder $query): Builder
    {
        return $query->orderBy($this->qualifyColumn('position'))->orderBy($this->getQualifiedKeyName());
    }

    /** The position after every other row's, deleted ones included (a restored row keeps its place). */
    public static function nextPosition(): int
    {
        return (int) static::withoutGlobalScopes()->max('position') + 1;
    }

    /**
     * Puts the row before the live row now at `$place` (the others counted without it), or last when there is none:
     * the rows from there on move one down in a single update.
     */
    public function moveTo(int $place): void
    {
        $following = static::ordered()->whereKeyNot($this->getKey())->skip(max(0, $place - 1))->first();
        if ($following === null) {
            $this->update(['position' => static::nextPosition()]);

            return;
        }
        static::withoutGlobalScopes()->where('position', '>=', $following->position)->increment('position');
        $this->update(['position' => $following->position]);
    }
}
