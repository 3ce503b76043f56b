// The body of PUT /api/data-table/filter for a new order of the filters list (moving rows is @factory/ui's
// ReorderableList's). Pure, so it is unit-tested.

/** The data-table rows that save an order: every filter with its place, 0 first. */
export const orderRows = (ids: readonly number[]) => ids.map((id, index) => ({ id, sort_order: index }));
