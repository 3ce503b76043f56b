<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\AreaIndexRequest;
use App\Http\Requests\AreaRequest;
use App\Http\Resources\AreaResource;
use App\Models\Area;

/** The sales areas; a delete goes to the recycle bin. */
class AreaController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('customer-areas');
    }

    public function index(AreaIndexRequest $request)
    {
        return AreaResource::collection($request->paginate(Area::query()));
    }

    public function show(Area $area): AreaResource
    {
        return new AreaResource($area);
    }

    public function store(AreaRequest $request)
    {
        return (new AreaResource(Area::create($request->validated())))->response()->setStatusCode(201);
    }

    public function update(AreaRequest $request, Area $area): AreaResource
    {
        $area->update($request->validated());

        return new AreaResource($area);
    }

    public function destroy(Area $area)
    {
        $area->delete();

        return response()->noContent();
    }
}
