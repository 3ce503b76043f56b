<?php

namespace App\Http\Requests;

/** The customers list: a page, its sort, a search, and `filter[area_id]` / `filter[company_id]`. */
class CustomerIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'name', 'email', 'is_active'];
    }

    public function rules(): array
    {
        return parent::rules() + [
            'filter.area_id' => ['integer'],
            'filter.company_id' => ['integer'],
        ];
    }
}
