import type { Permission } from '@factory/api';
import { Heading, Inline, Stack, Switch, Text, useToast } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { permissionsQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { permissionAreas } from './permissionGroups.ts';

export interface PermissionSwitchesProps {
  /** The keys held now. */
  keys: readonly string[];
  canEdit: boolean;
  /** Saves one switch; a rejection moves the switch back and toasts why. */
  onToggle: (permission: Permission, on: boolean, held: ReadonlySet<string>) => Promise<unknown>;
}

/**
 * Menu and action keys by area, each a switch saved at once. The switch moves first; when the server refuses, it
 * moves back and a danger toast names the key and says why. A switch waits for its own request before the next.
 */
export function PermissionSwitches({ keys, canEdit, onToggle }: PermissionSwitchesProps) {
  const permissions = useQuery(permissionsQuery);
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set(keys));
  const saving = useRef(new Set<number>());
  const toast = useToast();

  const toggle = async (permission: Permission, label: string, on: boolean) => {
    if (saving.current.has(permission.id)) return;
    saving.current.add(permission.id);
    const next = new Set(held);
    if (on) next.add(permission.key);
    else next.delete(permission.key);
    setHeld(next);
    try {
      await onToggle(permission, on, next);
    } catch (error) {
      setHeld((current) => {
        const back = new Set(current);
        if (on) back.delete(permission.key);
        else back.add(permission.key);
        return back;
      });
      toast.show({ variant: 'danger', message: `${label} was not changed: ${actionErrorMessage(error)}` });
    } finally {
      saving.current.delete(permission.id);
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
                      isSelected={held.has(permission.key)}
                      isReadOnly={!canEdit}
                      onChange={(on) => toggle(permission, `${area.label}: ${label}`, on)}
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
