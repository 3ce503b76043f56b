import { setUserPermission, type User } from '@factory/api';
import { useQueryClient } from '@tanstack/react-query';
import { userQueries } from '../../queries/index.ts';
import { PermissionSwitches } from '../permissions/index.ts';

/** A user's own keys (spec §6: per-user permissions can be toggled by admins), one grant/revoke call per switch. */
export function UserPermissions({ user, canEdit }: { user: User; canEdit: boolean }) {
  const queryClient = useQueryClient();
  return (
    <PermissionSwitches
      keys={user.permissions_keys}
      canEdit={canEdit}
      onToggle={async (permission, on) => {
        await setUserPermission(user.id, on ? 'grant' : 'revoke', permission.id);
        // The signed-in user's own keys may have changed too: the sidebar and guards follow.
        void userQueries.changed(queryClient);
      }}
    />
  );
}
