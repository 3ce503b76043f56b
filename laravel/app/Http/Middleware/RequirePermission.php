<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Auth\Access\AuthorizationException;
use Illuminate\Http\Request;

/** `permission:action-user-users-edit`: the logged-in user must hold that action key (spec §6), else 403. */
class RequirePermission
{
    public function handle(Request $request, Closure $next, string $key)
    {
        if (! in_array($key, $request->user()->permissions_keys, true)) {
            throw new AuthorizationException();
        }

        return $next($request);
    }
}
