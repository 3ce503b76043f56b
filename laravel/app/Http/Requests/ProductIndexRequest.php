<?php

namespace App\Http\Requests;

use Illuminate\Database\Eloquent\Builder;

/** The catalogue's list: the list query, plus filter choices (`choices[]`) and the facets flag (`facets=1`). */
class ProductIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'title', 'parent_code', 'created_at', 'size'];
    }

    public function rules(): array
    {
        return parent::rules() + ['choices' => ['array'], 'choices.*' => ['integer'], 'locked' => ['in:0,1']];
    }

    /** `size` is the longest side (SQLite's scalar max; MySQL spells it GREATEST). */
    protected function orderBy(Builder $query, string $column, string $direction): void
    {
        if ($column !== 'size') {
            parent::orderBy($query, $column, $direction);

            return;
        }
        $query->orderByRaw('max(coalesce(dimension_length, 0), coalesce(dimension_width, 0), coalesce(dimension_height, 0)) '.($direction === 'desc' ? 'desc' : 'asc'));
    }

    /** @return int[] the filter choice ids asked for */
    public function choices(): array
    {
        return array_map('intval', (array) $this->input('choices', []));
    }
}
