<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Auth\Access\AuthorizationException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;

/** Passwords changed by their users (with the current one), by admins, and the first-time change. */
class PasswordController extends Controller
{
    /** The new password: one message at a time, as the mocks answer (`bail`). */
    private const RULES = ['password' => ['bail', 'required', 'string', 'min:8', 'confirmed']];

    /**
     * Your own password needs the current one; another user's needs the users edit key and leaves that user to
     * choose their own at the next login.
     */
    public function change(Request $request, User $user)
    {
        $self = $request->user()->is($user);
        if (! $self && ! in_array('action-user-users-edit', $request->user()->permissions_keys, true)) {
            throw new AuthorizationException();
        }
        $current = ['current_password' => ['bail', 'required', function ($attribute, $value, $fail) use ($user) {
            if (! Hash::check((string) $value, $user->password)) {
                $fail('The password is incorrect.');
            }
        }]];
        $request->validate(($self ? $current : []) + self::RULES);
        $user->forceFill([
            'password' => Hash::make($request->input('password')),
            'must_change_password' => ! $self,
        ])->save();

        return ['message' => 'The password was changed.'];
    }

    /** Only while the password is a handed-out one: otherwise this would change a password without knowing it. */
    public function changeFirstTime(Request $request)
    {
        $user = $request->user();
        if (! $user->must_change_password) {
            throw new AuthorizationException();
        }
        $request->validate(self::RULES);
        $user->forceFill(['password' => Hash::make($request->input('password')), 'must_change_password' => false])->save();

        return ['message' => 'The password was changed.'];
    }

    /**
     * An admin's reset (users edit key): a new generated password, answered once for the admin to hand over; the user
     * then chooses their own at the next login.
     */
    public function reset(User $user)
    {
        $password = Str::random(12);
        $user->forceFill(['password' => Hash::make($password), 'must_change_password' => true])->save();

        return ['data' => ['password' => $password]];
    }
}
