<?php

namespace App\Http\Controllers;

use App\Http\Requests\CustomerIndexRequest;
use App\Http\Resources\CustomerResource;
use App\Models\Customer;
use Illuminate\Database\Eloquent\Builder;

class CustomerController extends Controller
{
    /**
     * The admin list: search over name and email, the area and company filters (`filter[area_id]`,
     * `filter[company_id]`, both kept when both are given), sort by a column, Laravel's paginator.
     */
    public function index(CustomerIndexRequest $request)
    {
        $customers = Customer::query()
            ->when($request->input('search'), fn (Builder $query, $search) => $query->where(
                fn (Builder $q) => $q->where('name', 'like', "%{$search}%")->orWhere('email', 'like', "%{$search}%")
            ))
            ->when($request->input('filter.area_id'), fn (Builder $query, $area) => $query->where('area_id', $area))
            ->when($request->input('filter.company_id'), fn (Builder $query, $company) => $query->where('company_id', $company));

        return CustomerResource::collection($request->paginate($customers));
    }
}
