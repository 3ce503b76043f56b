// Switches and checkboxes over a set (a user's keys, a product's filter choices) that wait for the page's Save
// (one save model per page): the set as saved, and the changes made since.

/** The members switched since the last save: member → on (true) or off (false). */
export type SetChanges = Readonly<Record<string, boolean>>;

export const noChanges: SetChanges = {};

/** The set once the changes are saved. */
export function withChanges(saved: readonly string[], changes: SetChanges): Set<string> {
  const held = new Set(saved);
  for (const [key, on] of Object.entries(changes)) {
    if (on) held.add(key);
    else held.delete(key);
  }
  return held;
}

/** The changes after flipping `key` to `on`: flipping it back to what is saved leaves no change for it. */
export function flipped(saved: readonly string[], changes: SetChanges, key: string, on: boolean): SetChanges {
  const { [key]: _previous, ...others } = changes;
  return saved.includes(key) === on ? others : { ...others, [key]: on };
}

/** The changes without the one of `key` (its Undo). */
export function undone(changes: SetChanges, key: string): SetChanges {
  const { [key]: _undone, ...others } = changes;
  return others;
}

/** Whether there is anything to save. */
export const hasChanges = (changes: SetChanges) => Object.keys(changes).length > 0;
