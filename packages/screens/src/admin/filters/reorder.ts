// Reordering the filters list: moves by one place (Move up/down, keyboard) or by drop, and the body of
// PUT /api/data-table/filter for a new order. Pure, so it is unit-tested.

/** The ids with `id` moved `delta` places (clamped to the ends); the same array when nothing moves. */
export function moveBy<Id>(ids: readonly Id[], id: Id, delta: number): readonly Id[] {
  const from = ids.indexOf(id);
  if (from === -1) return ids;
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  if (to === from) return ids;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/** The ids with `moved` (in their current order) dropped before or after `target`. */
export function dropAt<Id>(ids: readonly Id[], moved: readonly Id[], target: Id, position: 'before' | 'after'): Id[] {
  if (moved.includes(target)) return [...ids];
  const kept = ids.filter((id) => !moved.includes(id));
  const inOrder = ids.filter((id) => moved.includes(id));
  const at = kept.indexOf(target) + (position === 'after' ? 1 : 0);
  kept.splice(at, 0, ...inOrder);
  return kept;
}

/** The data-table rows that save an order: every filter with its place, 0 first. */
export const orderRows = (ids: readonly number[]) => ids.map((id, index) => ({ id, sort_order: index }));
