<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A data table's save: the edited rows under one key (`categories`, `products`, `filters`), each with its id (a live
 * row) and only the columns that changed, so a column's rules apply only when it is sent. Errors are keyed
 * `rows.0.title`, as Laravel keys array input.
 */
abstract class TableRequest extends FormRequest
{
    /** The body's key of the rows. */
    abstract protected function rowsKey(): string;

    /** The table the ids name. */
    abstract protected function table(): string;

    /** @return array<string, array> each column's rules */
    abstract protected function columnRules(): array;

    public function rules(): array
    {
        $key = $this->rowsKey();
        $rules = [
            $key => ['required', 'array'],
            "{$key}.*.id" => ['required', Rule::exists($this->table(), 'id')->whereNull('deleted_at')],
        ];
        foreach ($this->columnRules() as $column => $columnRules) {
            $rules["{$key}.*.{$column}"] = ['sometimes', ...$columnRules];
        }

        return $rules;
    }

    /** @return array[] the rows as validated, in the order sent */
    public function rows(): array
    {
        return $this->validated()[$this->rowsKey()];
    }
}
