import {
  administratorKeys,
  getPermissions,
  setUserPermission,
  type User,
  type UserInput,
  updateUser,
} from '@factory/api';
import { Heading, Stack } from '@factory/ui';
import { NoAccess, useCurrentUser } from '../../shared/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { hasChanges, noChanges, type SetChanges, withChanges } from '../generic/setChanges.ts';
import { PermissionSwitches } from '../permissions/index.ts';

/**
 * A user's own keys (spec §6: per-user permissions can be toggled by admins), saved with the user's fields. The
 * switches are laid out from the permission catalogue (GET /api/permissions), which needs the permissions view key:
 * without it the section says so instead of asking the server for a 403.
 */
export function UserPermissions(props: {
  user: User;
  changes: SetChanges;
  onChange: (changes: SetChanges) => void;
  isReadOnly: boolean;
}) {
  const { data: signedIn } = useCurrentUser();
  const catalogue = useAreaActions('permissions');
  if (!catalogue.view) {
    return (
      <Stack gap="md" as="section" aria-label="Permissions">
        <Heading level={2} size="md">
          Permissions
        </Heading>
        <NoAccess title="You don’t have access to the permissions" />
      </Stack>
    );
  }
  return (
    <PermissionSwitches
      saved={props.user.permissions_keys}
      changes={props.changes}
      onChange={props.onChange}
      isReadOnly={props.isReadOnly}
      // Nobody takes their own administrator's keys away (the server refuses too).
      fixed={
        signedIn?.id === props.user.id
          ? {
              keys: administratorKeys.filter((key) => props.user.permissions_keys.includes(key)),
              reason: "Your own administrator's keys stay on: another administrator can change them.",
            }
          : undefined
      }
    />
  );
}

export type UserSave = UserInput & { permission_changes?: SetChanges };

/**
 * Saves the user's fields, then grants or revokes each key switched since (one call per key, spec §7). The changes
 * apply on top of what the server answers, so a new role's keys stay with the switches flipped over them.
 */
export async function saveUser(id: number, { permission_changes: changes = noChanges, ...input }: UserSave) {
  const saved = await updateUser(id, input);
  if (!hasChanges(changes)) return saved;
  const ids = new Map((await getPermissions()).map((permission) => [permission.key, permission.id]));
  for (const [key, on] of Object.entries(changes)) {
    const permissionId = ids.get(key);
    if (permissionId !== undefined) await setUserPermission(id, on ? 'grant' : 'revoke', permissionId);
  }
  return { ...saved, permissions_keys: [...withChanges(saved.permissions_keys, changes)] };
}
