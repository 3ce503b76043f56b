/** A row's id: from `rowId`, or its position in `rows`. */
export type RowKey = string | number;

/** The selected rows: every row (`'all'`, also rows not loaded yet in server mode) or a set of row ids. */
export type RowSelection = 'all' | ReadonlySet<RowKey>;

export const isRowSelected = (selection: RowSelection, key: RowKey) => selection === 'all' || selection.has(key);

/**
 * The selection after the row `key` was toggled. With single selection a row replaces the other; unticking one row
 * of 'all' keeps every other row of `allKeys` selected.
 */
export function toggleRow(
  selection: RowSelection,
  key: RowKey,
  mode: 'single' | 'multiple',
  allKeys: readonly RowKey[],
): RowSelection {
  const selected = isRowSelected(selection, key);
  if (mode === 'single') return new Set(selected ? [] : [key]);
  const next = new Set(selection === 'all' ? allKeys : selection);
  if (selected) next.delete(key);
  else next.add(key);
  return next;
}

/** The select-all box: ticked when every row is selected, partly when some are. */
export function selectAllState(
  selection: RowSelection,
  allKeys: readonly RowKey[],
): { isSelected: boolean; isIndeterminate: boolean } {
  if (selection === 'all') return { isSelected: true, isIndeterminate: false };
  const every = allKeys.length > 0 && allKeys.every((key) => selection.has(key));
  return { isSelected: every, isIndeterminate: !every && selection.size > 0 };
}
