<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\CompanyIndexRequest;
use App\Http\Requests\CompanyRequest;
use App\Http\Resources\CompanyResource;
use App\Models\Company;

/** The customers' companies; a delete goes to the recycle bin. */
class CompanyController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('customer-companies');
    }

    public function index(CompanyIndexRequest $request)
    {
        return CompanyResource::collection($request->paginate(Company::query()));
    }

    public function show(Company $company): CompanyResource
    {
        return new CompanyResource($company);
    }

    public function store(CompanyRequest $request)
    {
        return (new CompanyResource(Company::create($request->validated())))->response()->setStatusCode(201);
    }

    public function update(CompanyRequest $request, Company $company): CompanyResource
    {
        $company->update($request->validated());

        return new CompanyResource($company);
    }

    public function destroy(Company $company)
    {
        $company->delete();

        return response()->noContent();
    }
}
