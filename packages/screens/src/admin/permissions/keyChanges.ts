// Permission switches that wait for the page's Save (issue 28): the keys as saved, and the changes made since.

/** The switches flipped since the last save: key → on (true) or off (false). */
export type KeyChanges = Readonly<Record<string, boolean>>;

export const noKeyChanges: KeyChanges = {};

/** The keys held once the changes are saved. */
export function keysWith(saved: readonly string[], changes: KeyChanges): Set<string> {
  const held = new Set(saved);
  for (const [key, on] of Object.entries(changes)) {
    if (on) held.add(key);
    else held.delete(key);
  }
  return held;
}

/** The changes after flipping `key` to `on`: flipping it back to what is saved leaves no change for it. */
export function flipped(saved: readonly string[], changes: KeyChanges, key: string, on: boolean): KeyChanges {
  const { [key]: _previous, ...others } = changes;
  return saved.includes(key) === on ? others : { ...others, [key]: on };
}

/** The changes without the one of `key` (its Undo). */
export function undone(changes: KeyChanges, key: string): KeyChanges {
  const { [key]: _undone, ...others } = changes;
  return others;
}

/** Whether there is anything to save. */
export const hasKeyChanges = (changes: KeyChanges) => Object.keys(changes).length > 0;
