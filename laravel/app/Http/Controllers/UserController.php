<?php

namespace App\Http\Controllers;

use App\Http\Requests\UserIndexRequest;
use App\Http\Requests\UserRequest;
use App\Http\Resources\UserResource;
use App\Models\Permission;
use App\Models\Role;
use App\Models\User;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

class UserController extends Controller
{
    /** The admin list: search over the text columns, sort by a column, Laravel's paginator (`per_page=all` for one page). */
    public function index(UserIndexRequest $request)
    {
        $users = User::with('role')->when($request->input('search'), fn (Builder $query, $search) => $query->where(
            fn (Builder $q) => $q->where('name', 'like', "%{$search}%")->orWhere('email', 'like', "%{$search}%")
        ));

        return UserResource::collection($request->paginate($users));
    }

    public function show(User $user): UserResource
    {
        return new UserResource($user);
    }

    /** Without a password the server generates one and answers it once (spec §7: `data.password`). */
    public function store(UserRequest $request)
    {
        $password = $request->input('password') ?? Str::random(12);
        $user = User::create([
            ...Arr::only($request->validated(), ['name', 'email', 'role_id']),
            'is_active' => $request->boolean('is_active', true),
            'password' => Hash::make($password),
            'permissions_keys' => Role::findOrFail($request->input('role_id'))->permission_keys,
            'must_change_password' => true,
        ]);

        return response()->json(['data' => (new UserResource($user))->resolve($request) + ['password' => $password]], 201);
    }

    /** A new role brings that role's keys; per-user toggles apply on top of it afterwards. */
    public function update(UserRequest $request, User $user): UserResource
    {
        $user->fill(Arr::only($request->validated(), ['name', 'email', 'role_id']));
        if ($request->has('is_active')) {
            $user->is_active = $request->boolean('is_active');
        }
        if ($user->isDirty('role_id')) {
            $user->permissions_keys = Role::findOrFail($user->role_id)->permission_keys;
        }
        $user->save();

        return new UserResource($user->fresh());
    }

    /** To the recycle bin (a soft delete); never your own account. */
    public function destroy(Request $request, User $user)
    {
        abort_if($user->id === $request->user()->id, 403, 'You cannot delete your own account.');
        $user->delete();

        return response()->noContent();
    }

    /** Grants or revokes one permission of one user (spec §6). */
    public function setPermission(Request $request, User $user, string $action, Permission $permission): UserResource
    {
        if ($user->id === $request->user()->id && $action === 'revoke' && in_array($permission->key, Permission::ADMINISTRATOR_KEYS)) {
            throw ValidationException::withMessages(['permission' => "You cannot take your own administrator's keys away."]);
        }
        $others = array_values(array_diff($user->permissions_keys, [$permission->key]));
        $user->update(['permissions_keys' => $action === 'grant' ? [...$others, $permission->key] : $others]);

        return new UserResource($user);
    }
}
