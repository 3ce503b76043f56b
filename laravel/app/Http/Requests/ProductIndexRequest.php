<?php

namespace App\Http\Requests;

use Illuminate\Database\Eloquent\Builder;

/**
 * The catalogue's list: the list query, plus filter choices (`choices[]`), the height range in centimetres
 * (`min_height`, `max_height`) and the facets flag (`facets=1`).
 */
class ProductIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'title', 'parent_code', 'created_at', 'size', 'height'];
    }

    public function rules(): array
    {
        return parent::rules() + [
            'choices' => ['array'],
            'choices.*' => ['integer'],
            'locked' => ['in:0,1'],
            'min_height' => ['numeric', 'min:0'],
            'max_height' => ['numeric', 'min:0'],
        ];
    }

    /**
     * `size` is the longest side (SQLite's scalar max; MySQL spells it GREATEST); `height` puts a product without a
     * height last in both directions.
     */
    protected function orderBy(Builder $query, string $column, string $direction): void
    {
        $this->orderByColumn($query, $column, $direction);
        // Equal keys keep the catalogue's own order, as a stable sort of it does.
        $query->ordered();
    }

    private function orderByColumn(Builder $query, string $column, string $direction): void
    {
        if ($column === 'height') {
            $query->orderByRaw('dimension_height is null')->orderBy('dimension_height', $direction === 'desc' ? 'desc' : 'asc');

            return;
        }
        if ($column !== 'size') {
            parent::orderBy($query, $column, $direction);

            return;
        }
        $query->orderByRaw('max(coalesce(dimension_length, 0), coalesce(dimension_width, 0), coalesce(dimension_height, 0)) '.($direction === 'desc' ? 'desc' : 'asc'));
    }

    /** @return array{0: ?float, 1: ?float} the height range asked for, in centimetres; null leaves an end open */
    public function heights(): array
    {
        return [
            $this->filled('min_height') ? (float) $this->input('min_height') : null,
            $this->filled('max_height') ? (float) $this->input('max_height') : null,
        ];
    }

    /** @return int[] the filter choice ids asked for */
    public function choices(): array
    {
        return array_map('intval', (array) $this->input('choices', []));
    }
}
