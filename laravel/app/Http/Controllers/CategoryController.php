<?php

namespace App\Http\Controllers;

use App\Http\Requests\CategoryRequest;
use App\Http\Requests\CategoryTableRequest;
use App\Http\Resources\CategoryResource;
use App\Models\Category;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;

class CategoryController extends Controller
{
    /** The file manager's table: a category's cover and banner are files of it. */
    private const FILES = 'file_entries';

    public function index(Request $request)
    {
        return CategoryResource::collection(Category::visibleTo($request->user())->whereNull('parent_id')->orderBy('position')->orderBy('id')->get());
    }

    /** A category closed to the customer is not there for them. */
    public function show(Request $request, Category $category): CategoryResource
    {
        abort_unless(Category::visibleTo($request->user())->whereKey($category->id)->exists(), 404);

        return new CategoryResource($category);
    }

    /** A new category comes last among its siblings. */
    public function store(CategoryRequest $request)
    {
        $fields = $request->validated();
        $siblings = Category::where('parent_id', $fields['parent_id'] ?? null)->count();
        $category = Category::create($fields + ['position' => $siblings + 1]);

        return (new CategoryResource($category))->response()->setStatusCode(201);
    }

    public function update(CategoryRequest $request, Category $category): CategoryResource
    {
        $category->update($request->validated());

        return new CategoryResource($category);
    }

    /** To the recycle bin (soft delete). */
    public function destroy(Category $category)
    {
        $category->delete();

        return response()->noContent();
    }

    /** The cover: a file of the file manager, or null for none. */
    public function image(Request $request, Category $category): CategoryResource
    {
        return $this->setPicture($request, $category, 'file_id', 'img');
    }

    /** The banner: a file of the file manager, or null for none. */
    public function banner(Request $request, Category $category): CategoryResource
    {
        return $this->setPicture($request, $category, 'banner_file_id', 'banner_img');
    }

    /** The data table's edited rows at once; `sort_order` is the row's place among its siblings. */
    public function table(CategoryTableRequest $request)
    {
        $categories = DB::transaction(fn () => collect($request->rows())->map(function (array $row) {
            $category = Category::findOrFail($row['id']);
            $changes = Arr::only($row, ['title', 'description', 'parent_id', 'cover_html']);
            if (array_key_exists('sort_order', $row)) {
                $changes['position'] = (int) $row['sort_order'];
            }
            $category->update($changes);

            return $category;
        }));

        return CategoryResource::collection($categories);
    }

    private function setPicture(Request $request, Category $category, string $field, string $urlField): CategoryResource
    {
        $request->validate([$field => ['nullable', Rule::exists(self::FILES, 'id')->where('kind', 'file')]]);
        $fileId = $request->input($field);
        $category->update([
            $field => $fileId,
            $urlField => $fileId === null ? null : DB::table(self::FILES)->where('id', $fileId)->value('url'),
        ]);

        return new CategoryResource($category);
    }
}
