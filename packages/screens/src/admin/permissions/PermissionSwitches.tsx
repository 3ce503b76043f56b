import type { Permission } from '@factory/api';
import { Button, Heading, Inline, Stack, Switch, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { permissionsQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { flipped, type KeyChanges, keysWith, undone } from './keyChanges.ts';
import { type PermissionArea, permissionAreas } from './permissionGroups.ts';

export interface PermissionSwitchesProps {
  /** The keys as last saved. */
  saved: readonly string[];
  /** The switches flipped since, waiting for the page's Save. */
  changes: KeyChanges;
  onChange: (changes: KeyChanges) => void;
  isReadOnly: boolean;
  /** Keys that stay as they are, and why (the last role holding the administrator's keys). */
  fixed?: { keys: readonly string[]; reason: string };
}

/**
 * Menu and action keys by area, one switch each. Like every field of the record's form they wait for its Save (issue
 * 28: one save model per page); until then a list under them names each change with its own Undo.
 */
export function PermissionSwitches({ saved, changes, onChange, isReadOnly, fixed }: PermissionSwitchesProps) {
  const permissions = useQuery(permissionsQuery);
  const held = keysWith(saved, changes);
  return (
    <Stack gap="md" as="section" aria-label="Permissions">
      <Heading level={2} size="md">
        Permissions
      </Heading>
      <Text tone="muted">
        {isReadOnly
          ? 'You may look at these permissions but not change them.'
          : 'Switches wait for Save, like the fields above. An area shows in the sidebar with its menu key and at least one action.'}
      </Text>
      {fixed && <Text>{fixed.reason}</Text>}
      <QueryState
        query={permissions}
        loadingLabel="Loading the permissions"
        errorTitle="We could not load the permissions"
      >
        {(all: Permission[]) => {
          const areas = permissionAreas(all);
          return (
            <Stack gap="md">
              {areas.map((area) => (
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
                        isReadOnly={isReadOnly || (fixed?.keys.includes(permission.key) ?? false)}
                        onChange={(on) => onChange(flipped(saved, changes, permission.key, on))}
                      />
                    ))}
                  </Inline>
                </Stack>
              ))}
              <PendingChanges areas={areas} changes={changes} onUndo={(key) => onChange(undone(changes, key))} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** Each change not saved yet, in words, with an Undo of its own. */
function PendingChanges({
  areas,
  changes,
  onUndo,
}: {
  areas: readonly PermissionArea[];
  changes: KeyChanges;
  onUndo: (key: string) => void;
}) {
  const names = new Map(
    areas.flatMap((area) => area.switches.map(({ permission, label }) => [permission.key, `${area.label}: ${label}`])),
  );
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" as="section" aria-label="Changes not saved yet">
      <Text weight="bold">{`${entries.length} ${entries.length === 1 ? 'change waits' : 'changes wait'} for Save:`}</Text>
      <Stack gap="xs" as="ul">
        {entries.map(([key, on]) => {
          const change = `${names.get(key) ?? key} turned ${on ? 'on' : 'off'}`;
          return (
            <li key={key}>
              <Inline gap="sm" alignY="center">
                <Text>{change}</Text>
                <Button variant="secondary" size="sm" aria-label={`Undo: ${change}`} onPress={() => onUndo(key)}>
                  Undo
                </Button>
              </Inline>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
