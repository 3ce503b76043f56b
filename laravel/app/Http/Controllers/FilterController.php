<?php

namespace App\Http\Controllers;

use App\Http\Requests\FilterRequest;
use App\Http\Requests\FilterTableRequest;
use App\Http\Resources\FilterResource;
use App\Models\Filter;
use App\Models\FilterChoice;
use App\Models\Product;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;

/** The product filters and their choices (spec §7 Filters), in the list's own order. */
class FilterController extends Controller
{
    public function index()
    {
        return FilterResource::collection(Filter::ordered()->with('choices')->get());
    }

    public function show(Filter $filter): FilterResource
    {
        return new FilterResource($filter);
    }

    /** A new filter comes last, with the first choices' titles sent along (blank ones left out). */
    public function store(FilterRequest $request)
    {
        $input = $request->validated();
        $filter = DB::transaction(function () use ($input) {
            $filter = Filter::create(Arr::only($input, ['title', 'description']) + ['position' => Filter::nextPosition()]);
            $titles = collect($input['choices'] ?? [])->map(fn ($title) => trim((string) $title))->filter()->values();
            $filter->choices()->createMany($titles->map(fn (string $title) => ['title' => $title])->all());

            return $filter;
        });

        return (new FilterResource($filter->load('choices')))->response()->setStatusCode(201);
    }

    public function update(FilterRequest $request, Filter $filter): FilterResource
    {
        $filter->update(Arr::only($request->validated(), ['title', 'description']) + ['description' => null]);

        return new FilterResource($filter);
    }

    /** To the recycle bin (soft delete); its choices stay for a restore. */
    public function destroy(Filter $filter)
    {
        $filter->delete();

        return response()->noContent();
    }

    public function addChoice(Request $request, Filter $filter)
    {
        $input = $request->validate(['title' => ['required', 'max:255']]);
        $filter->choices()->create($input);

        return (new FilterResource($filter->load('choices')))->response()->setStatusCode(201);
    }

    /** A choice of a live filter, deleted for good and taken off every product that had it. */
    public function deleteChoice(int $choice)
    {
        $row = FilterChoice::whereHas('filter')->findOrFail($choice);
        DB::transaction(function () use ($row) {
            Product::withTrashed()->where('filter', 'like', '%"choice_id":'.$row->id.'%')->get()
                ->each(fn (Product $product) => $product->update([
                    'filter' => collect($product->filter)->reject(fn ($value) => $value['choice_id'] === $row->id)->values()->all(),
                ]));
            $row->delete();
        });

        return response()->noContent();
    }

    /** The data table's edited rows at once; `sort_order` moves a filter to that place of the list. */
    public function table(FilterTableRequest $request)
    {
        $filters = DB::transaction(fn () => collect($request->rows())->map(function (array $row) {
            $filter = Filter::findOrFail($row['id']);
            $filter->update(Arr::only($row, ['title', 'description']));
            if (array_key_exists('sort_order', $row)) {
                $filter->moveTo((int) $row['sort_order']);
            }

            return $filter;
        }));

        return FilterResource::collection($filters->map->fresh('choices'));
    }
}
