<?php

namespace App\Http\Controllers;

use App\Http\Requests\RoleIndexRequest;
use App\Models\Role;
use Illuminate\Http\Resources\Json\JsonResource;

/** The roles list, which the user form's role choice reads (`per_page=all`). */
class RoleController extends Controller
{
    public function index(RoleIndexRequest $request)
    {
        return JsonResource::collection($request->paginate(Role::query()->select(['id', 'title', 'description'])));
    }
}
