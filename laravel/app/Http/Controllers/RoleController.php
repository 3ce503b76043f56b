<?php

namespace App\Http\Controllers;

use App\Http\Requests\RoleIndexRequest;
use App\Models\Role;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Resources\Json\JsonResource;

/** The roles list, which the user form's role choice reads (`per_page=all`). */
class RoleController extends Controller
{
    public function index(RoleIndexRequest $request)
    {
        $roles = Role::query()
            ->select(['id', 'title', 'description'])
            ->when($request->input('sort'), fn (Builder $query, $column) => $query->orderBy($column, $request->input('direction', 'asc')));
        $perPage = $request->input('per_page', 15);

        return JsonResource::collection(
            $roles->paginate($perPage === 'all' ? max(1, $roles->count()) : (int) $perPage)->withQueryString()
        );
    }
}
