<?php

namespace App\Http\Controllers;

use App\Http\Resources\CategoryResource;
use App\Models\Category;

class CategoryController extends Controller
{
    public function index()
    {
        return CategoryResource::collection(Category::whereNull('parent_id')->orderBy('position')->orderBy('id')->get());
    }

    public function show(Category $category): CategoryResource
    {
        return new CategoryResource($category);
    }
}
