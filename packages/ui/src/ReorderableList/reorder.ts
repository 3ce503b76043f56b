// Reordering a list of ids: by one place (Move up / Move down) or by dropping dragged ids before or after a target,
// and where focus goes after a move. Pure (no React); every move gives back the same array when nothing moves, so
// a caller can tell "no change" by identity.

/** A Move button's direction: towards the start (`up`) or the end (`down`) of the list. */
export type MoveDirection = 'up' | 'down';

/** Where dragged rows land next to the target row. */
export type DropPosition = 'before' | 'after';

/** The ids with `id` moved `delta` places (clamped to the ends); the same array when it does not move. */
export function moveBy<Id>(ids: readonly Id[], id: Id, delta: number): readonly Id[] {
  const from = ids.indexOf(id);
  if (from === -1) return ids;
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  if (to === from) return ids;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/**
 * The ids with `moved` (kept in their current order, however they were picked) taken out and put before or after
 * `target`; the same array when the order does not change (the target is one of the moved, or unknown ids).
 */
export function dropAt<Id>(
  ids: readonly Id[],
  moved: readonly Id[],
  target: Id,
  position: DropPosition,
): readonly Id[] {
  if (moved.includes(target) || !ids.includes(target)) return ids;
  const dragged = ids.filter((id) => moved.includes(id));
  if (dragged.length === 0) return ids;
  const rest = ids.filter((id) => !moved.includes(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  const next = [...rest.slice(0, at), ...dragged, ...rest.slice(at)];
  return next.every((id, index) => id === ids[index]) ? ids : next;
}

/** Whether the row at `index` of `count` rows can move that way (the first cannot go up, the last not down). */
export function canMove(index: number, count: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 : index >= 0 && index < count - 1;
}

/**
 * The Move button of a moved row that takes focus after the move: the one of the same direction, or, when the row
 * now sits at that end of the list (its button is disabled), the other one; `null` for a list of one.
 */
export function focusAfterMove(index: number, count: number, direction: MoveDirection): MoveDirection | null {
  const other: MoveDirection = direction === 'up' ? 'down' : 'up';
  if (canMove(index, count, direction)) return direction;
  return canMove(index, count, other) ? other : null;
}

/** Every text ReorderableList shows or gives as a name; replace any of them through the `labels` prop. */
export interface ReorderableListLabels {
  /** Accessible name of a row's drag handle: "Drag Dinosaurs". */
  drag: (title: string) => string;
  /** Visible text of the button that moves a row one place up. */
  moveUp: string;
  /** Visible text of the button that moves a row one place down. */
  moveDown: string;
  /** Accessible name of a row's Move up button; it must contain `moveUp`: "Move up: Dinosaurs". */
  moveUpItem: (title: string) => string;
  /** Accessible name of a row's Move down button; it must contain `moveDown`: "Move down: Dinosaurs". */
  moveDownItem: (title: string) => string;
}

export const defaultReorderableListLabels: ReorderableListLabels = {
  drag: (title) => `Drag ${title}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpItem: (title) => `Move up: ${title}`,
  moveDownItem: (title) => `Move down: ${title}`,
};
