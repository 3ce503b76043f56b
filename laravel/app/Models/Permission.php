<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Permission extends Model
{
    /** The keys that hand out keys: the edit keys of users, roles and permissions (@factory/api's `administratorKeys`). */
    public const ADMINISTRATOR_KEYS = ['action-user-users-edit', 'action-user-roles-edit', 'action-user-permissions-edit'];

    public $timestamps = false;

    protected $fillable = ['key', 'group', 'title', 'description'];

    /** @param string[] $keys */
    public static function holdsAdministratorKeys(array $keys): bool
    {
        return array_diff(self::ADMINISTRATOR_KEYS, $keys) === [];
    }
}
