<?php

namespace App\Http\Requests;

use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A list's query (`page`, `per_page` up to 100 or `all`, `sort` over allowed columns, `direction`). */
abstract class ListRequest extends FormRequest
{
    /** @return string[] the columns the list may be sorted by */
    abstract protected function sortable(): array;

    public function rules(): array
    {
        return [
            'page' => ['integer', 'min:1'],
            'per_page' => $this->input('per_page') === 'all' ? [] : ['integer', 'min:1', 'max:100'],
            'sort' => [Rule::in($this->sortable())],
            'direction' => [Rule::in(['asc', 'desc'])],
        ];
    }

    /** Sorts by one of the sortable columns; a list may sort by something that is not a plain column. */
    protected function orderBy(Builder $query, string $column, string $direction): void
    {
        $query->orderBy($column, $direction);
    }

    /** The asked-for page of `$query`, sorted as asked; page links keep the other query parameters. */
    public function paginate(Builder $query): LengthAwarePaginator
    {
        $query->when($this->input('sort'), fn (Builder $q, string $column) => $this->orderBy($q, $column, $this->input('direction', 'asc')));
        $perPage = $this->input('per_page', 15);

        return $query->paginate($perPage === 'all' ? max(1, $query->count()) : (int) $perPage)->withQueryString();
    }
}
