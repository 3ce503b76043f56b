<?php

namespace App\Http\Controllers;

use App\Models\Notification;
use App\Models\User;
use Illuminate\Auth\Access\AuthorizationException;
use Illuminate\Http\Request;

class NotificationController extends Controller
{
    /** Users read their own notifications, newest first; reading another user's needs the users view key. */
    public function index(Request $request, User $user)
    {
        $me = $request->user();
        if ($user->id !== $me->id && ! in_array('action-user-users-view', $me->permissions_keys, true)) {
            throw new AuthorizationException();
        }

        return ['data' => Notification::where('user_id', $user->id)->orderByDesc('created_at')->orderByDesc('id')->get()];
    }
}
