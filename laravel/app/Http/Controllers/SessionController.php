<?php

namespace App\Http\Controllers;

use App\Http\Requests\LoginRequest;
use App\Http\Resources\UserResource;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;

class SessionController extends Controller
{
    /** Sanctum's `/sanctum/csrf-cookie`: the session's XSRF-TOKEN cookie comes with the answer. */
    public function csrfCookie(): Response
    {
        return response()->noContent();
    }

    public function login(LoginRequest $request): Response
    {
        $credentials = $request->only('email', 'password') + ['is_active' => true];
        if (! Auth::attempt($credentials, $request->boolean('remember'))) {
            throw ValidationException::withMessages(['email' => __('auth.failed')]);
        }
        $request->session()->regenerate();

        return response()->noContent();
    }

    public function logout(Request $request): Response
    {
        Auth::guard('web')->logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return response()->noContent();
    }

    /** The logged-in user; `includeAreasData` and `includeCompaniesData` add its areas and companies. */
    public function user(Request $request): UserResource
    {
        return new UserResource($request->user());
    }
}
