import { getPermissions, setUserPermission, type User } from '@factory/api';
import { Heading, Inline, Stack, Switch, Text, useToast } from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { currentUserQuery, QueryState } from '../../shared/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { resourceKeys } from '../generic/resource.ts';
import { permissionAreas } from './permissionGroups.ts';

export const permissionsQuery = { queryKey: ['admin', 'permissions', 'all'] as const, queryFn: getPermissions };

/**
 * A user's menu and action keys by area, each a switch saved at once (spec §6: per-user permissions can be toggled
 * by admins). The switch moves first; when the server refuses, it moves back and a danger toast says why.
 */
export function UserPermissions({ user, canEdit }: { user: User; canEdit: boolean }) {
  const permissions = useQuery(permissionsQuery);
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set(user.permissions_keys));
  const saving = useRef(new Set<number>());
  const toast = useToast();
  const queryClient = useQueryClient();

  const toggle = async (permissionId: number, key: string, label: string, on: boolean) => {
    // One request per switch at a time: a second flip while the first is on its way is ignored.
    if (saving.current.has(permissionId)) return;
    saving.current.add(permissionId);
    const flip = (value: boolean) =>
      setKeys((current) => {
        const next = new Set(current);
        if (value) next.add(key);
        else next.delete(key);
        return next;
      });
    flip(on);
    try {
      await setUserPermission(user.id, on ? 'grant' : 'revoke', permissionId);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('users') });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    } catch (error) {
      flip(!on);
      toast.show({ variant: 'danger', message: `${label} was not changed: ${actionErrorMessage(error)}` });
    } finally {
      saving.current.delete(permissionId);
    }
  };

  return (
    <Stack gap="md" as="section" aria-label="Permissions">
      <Heading level={2} size="md">
        Permissions
      </Heading>
      <Text tone="muted">
        {canEdit
          ? 'Each switch is saved as soon as you flip it. An area shows in the sidebar with its menu key and at least one action.'
          : 'You may look at these permissions but not change them.'}
      </Text>
      <QueryState
        query={permissions}
        loadingLabel="Loading the permissions"
        errorTitle="We could not load the permissions"
      >
        {(all) => (
          <Stack gap="md">
            {permissionAreas(all).map((area) => (
              <Stack key={area.title} as="fieldset" gap="xs">
                <legend>
                  <Text weight="bold">{area.label}</Text>
                </legend>
                <Inline gap="lg">
                  {area.switches.map(({ permission, label }) => (
                    <Switch
                      key={permission.id}
                      label={label}
                      aria-label={`${area.label}: ${label}`}
                      isSelected={keys.has(permission.key)}
                      isReadOnly={!canEdit}
                      onChange={(on) => toggle(permission.id, permission.key, `${area.label}: ${label}`, on)}
                    />
                  ))}
                </Inline>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
