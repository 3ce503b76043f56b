<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\CustomerIndexRequest;
use App\Http\Requests\CustomerRequest;
use App\Http\Resources\CustomerResource;
use App\Http\Resources\UserResource;
use App\Http\Resources\WishlistItemResource;
use App\Models\Customer;
use Illuminate\Database\Eloquent\Builder;

/** Customer accounts; a delete goes to the recycle bin. */
class CustomerController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('customer-customers');
        $this->middleware('permission:action-customer-customers-view')->only('account');
    }

    /**
     * The admin list: search over name, email and phone, the area and company filters (`filter[area_id]`,
     * `filter[company_id]`, both kept when both are given), sort by a column, Laravel's paginator.
     */
    public function index(CustomerIndexRequest $request)
    {
        $customers = Customer::query()
            ->when($request->input('filter.area_id'), fn (Builder $query, $area) => $query->where('area_id', $area))
            ->when($request->input('filter.company_id'), fn (Builder $query, $company) => $query->where('company_id', $company));

        return CustomerResource::collection($request->paginate($customers));
    }

    public function show(Customer $customer): CustomerResource
    {
        return new CustomerResource($customer);
    }

    public function store(CustomerRequest $request)
    {
        return (new CustomerResource(Customer::create($request->fields(true))))->response()->setStatusCode(201);
    }

    public function update(CustomerRequest $request, Customer $customer): CustomerResource
    {
        $customer->update($request->fields(false));

        return new CustomerResource($customer);
    }

    public function destroy(Customer $customer)
    {
        $customer->delete();

        return response()->noContent();
    }

    /**
     * What belongs to the account, read-only: the live login its `user_id` links, that login's wishlist (products in
     * the recycle bin left out) and the document folders it sees.
     */
    public function account(Customer $customer)
    {
        $users = $customer->user ? [$customer->user] : [];
        $wishlist = $customer->user ? $customer->wishlist()->with('product')->orderBy('id')->get()->filter->product : collect();

        return ['data' => [
            'users' => UserResource::collection($users),
            'wishlist' => WishlistItemResource::collection($wishlist->values()),
            // Operation-document folders are not served by this app yet: no folder is shared with anyone here.
            'documents' => [],
        ]];
    }
}
