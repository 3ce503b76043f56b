import { Button, Inline, Stack, Text } from '@factory/ui';
import type { SetChanges } from './setChanges.ts';

/**
 * Each switch or checkbox changed since the last save, in words ("Users (User management): Delete turned on"), with
 * an Undo of its own: what the page's Save will send. Nothing when there is nothing to save.
 */
export function PendingChanges({
  changes,
  describe,
  onUndo,
}: {
  changes: SetChanges;
  /** The change in words. */
  describe: (member: string, on: boolean) => string;
  onUndo: (member: string) => void;
}) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" as="section" aria-label="Changes not saved yet">
      <Text weight="bold">{`${entries.length} ${entries.length === 1 ? 'change waits' : 'changes wait'} for Save:`}</Text>
      <Stack gap="xs" as="ul">
        {entries.map(([member, on]) => {
          const change = describe(member, on);
          return (
            <li key={member}>
              <Inline gap="sm">
                <Text>{change}</Text>
                <Button variant="secondary" size="sm" aria-label={`Undo: ${change}`} onPress={() => onUndo(member)}>
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
