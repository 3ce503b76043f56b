<?php

namespace App\Http\Requests;

/** The customers list: a page, its sort, a search, and `filter[area_id]` / `filter[company_id]`. */
class CustomerIndexRequest extends ListRequest
{
    protected function sortable(): array
    {
        return ['id', 'name', 'email', 'phone', 'company_id', 'area_id', 'product_access_type_id', 'is_active'];
    }

    protected function searchable(): array
    {
        return ['name', 'email', 'phone'];
    }

    public function rules(): array
    {
        return parent::rules() + [
            'filter.area_id' => ['integer'],
            'filter.company_id' => ['integer'],
        ];
    }
}
