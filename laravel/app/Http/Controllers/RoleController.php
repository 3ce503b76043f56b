<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\GuardsAreaActions;
use App\Http\Requests\RoleDeletionRequest;
use App\Http\Requests\RoleIndexRequest;
use App\Http\Requests\RolePermissionsRequest;
use App\Http\Requests\RoleRequest;
use App\Http\Resources\RoleDetailResource;
use App\Http\Resources\RoleResource;
use App\Models\Permission;
use App\Models\Role;
use App\Models\User;
use Illuminate\Support\Facades\DB;

/** Roles (the user form's role choice reads the list with `per_page=all`) and the keys each grants. */
class RoleController extends Controller
{
    use GuardsAreaActions;

    public function __construct()
    {
        $this->guardAreaActions('user-roles');
        $this->middleware('permission:action-user-permissions-view')->only('permissions');
        $this->middleware('permission:action-user-permissions-edit')->only('setPermissions');
    }

    public function index(RoleIndexRequest $request)
    {
        return RoleResource::collection($request->paginate(Role::query()));
    }

    public function show(Role $role): RoleDetailResource
    {
        return new RoleDetailResource($role);
    }

    /** A new role grants no key until they are set. */
    public function store(RoleRequest $request)
    {
        return (new RoleDetailResource(Role::create($request->validated() + ['permission_keys' => []])))
            ->response()->setStatusCode(201);
    }

    public function update(RoleRequest $request, Role $role): RoleDetailResource
    {
        $role->update($request->validated());

        return new RoleDetailResource($role);
    }

    /** Deleted for good; its users (binned ones too) move to the chosen role and get its keys. */
    public function destroy(RoleDeletionRequest $request, Role $role)
    {
        DB::transaction(function () use ($request, $role) {
            $target = $request->target();
            if ($target) {
                User::withTrashed()->where('role_id', $role->id)
                    ->update(['role_id' => $target->id, 'permissions_keys' => json_encode($target->permission_keys)]);
            }
            $role->delete();
        });

        return response()->noContent();
    }

    /** Every permission key there is (the role screen groups them by `group`). */
    public function permissions()
    {
        return ['data' => Permission::orderBy('id')->get()];
    }

    /** Replaces the role's keys; its users keep theirs until they are given a role again. */
    public function setPermissions(RolePermissionsRequest $request, Role $role): RoleDetailResource
    {
        $role->update(['permission_keys' => $request->keys()]);

        return new RoleDetailResource($role);
    }
}
