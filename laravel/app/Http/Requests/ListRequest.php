<?php

namespace App\Http\Requests;

use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A list's query (`page`, `per_page` up to 100 or `all`, `sort` over allowed columns, `direction`, `search`). */
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

    /** @return string[] the columns `search` finds a case-insensitive part of; none: the list searches itself */
    protected function searchable(): array
    {
        return [];
    }

    /** Sorts by one of the sortable columns; a list may sort by something that is not a plain column. */
    protected function orderBy(Builder $query, string $column, string $direction): void
    {
        $query->orderBy($column, $direction);
    }

    /**
     * The asked-for page of `$query`, searched and sorted as asked; rows of equal sort keys (and an unsorted list) in
     * the order they were created, as the mocks keep them. Page links keep the other query parameters.
     */
    public function paginate(Builder $query): LengthAwarePaginator
    {
        $search = $this->input('search');
        $query->when($search !== null && $this->searchable() !== [], fn (Builder $q) => $q->where(function (Builder $any) use ($search) {
            foreach ($this->searchable() as $column) {
                $any->orWhere($column, 'like', "%{$search}%");
            }
        }));
        $query->when($this->input('sort'), fn (Builder $q, string $column) => $this->orderBy($q, $column, $this->input('direction', 'asc')));
        $model = $query->getModel();
        $query->when($model->getIncrementing(), fn (Builder $q) => $q->orderBy($model->getQualifiedKeyName()));
        $perPage = $this->input('per_page', 15);

        return $query->paginate($perPage === 'all' ? max(1, $query->count()) : (int) $perPage)->withQueryString();
    }
}
