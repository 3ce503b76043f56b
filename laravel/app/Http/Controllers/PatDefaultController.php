<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\PatDefaultRequest;
use App\Http\Resources\PatDefaultResource;
use App\Models\PatDefault;

/** The access types new customers of an area or company get: a few rows, answered whole; deletes are for good. */
class PatDefaultController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('product-pat-defaults');
    }

    public function index()
    {
        return PatDefaultResource::collection(PatDefault::orderBy('id')->get());
    }

    public function store(PatDefaultRequest $request)
    {
        return (new PatDefaultResource(PatDefault::create($request->validated())))->response()->setStatusCode(201);
    }

    public function update(PatDefaultRequest $request, PatDefault $patDefault): PatDefaultResource
    {
        $patDefault->update($request->validated());

        return new PatDefaultResource($patDefault);
    }

    public function destroy(PatDefault $patDefault)
    {
        $patDefault->delete();

        return response()->noContent();
    }
}
