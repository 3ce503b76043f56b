import type { Permission } from '@factory/api';
import { Box, Heading, Inline, Stack, Switch, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { permissionsQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { PendingChanges } from '../generic/PendingChanges.tsx';
import { flipped, type SetChanges, undone, withChanges } from '../generic/setChanges.ts';
import { type PermissionArea, permissionAreas } from './permissionGroups.ts';

interface PermissionSwitchesProps {
  /** The keys as last saved. */
  saved: readonly string[];
  /** The switches flipped since, waiting for the page's Save. */
  changes: SetChanges;
  onChange: (changes: SetChanges) => void;
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
  const held = withChanges(saved, changes);
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
                // A block fieldset: as a flex container (a Stack) WebKit stretches its legend across the group and
                // leaves the border's top edge out along it.
                <Box key={area.title} as="fieldset">
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
                </Box>
              ))}
              <PendingChanges
                changes={changes}
                describe={(key, on) => `${nameOf(areas, key)} turned ${on ? 'on' : 'off'}`}
                onUndo={(key) => onChange(undone(changes, key))}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** A key as its switch is named: "Users (User management): Delete". */
function nameOf(areas: readonly PermissionArea[], key: string): string {
  for (const area of areas) {
    const found = area.switches.find(({ permission }) => permission.key === key);
    if (found) return `${area.label}: ${found.label}`;
  }
  return key;
}
