import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DataTableProps } from './dataTableTypes.ts';
import { type RowKey, type RowSelection, selectAllState, toggleRow } from './selection.ts';

/** The selected rows, controlled or the table's own; 'all' also covers rows the caller has not loaded. */
export function useRowSelection<Row extends object>({
  rows,
  rowId,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
}: Pick<DataTableProps<Row>, 'rows' | 'rowId' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange'>) {
  const withSelection = selectionMode !== 'none';
  const [ownSelection, setOwnSelection] = useState<RowSelection>(() => new Set());
  const selection = selectedKeys ?? ownSelection;
  const select = (next: RowSelection) => {
    if (!selectedKeys) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  // Every row's key, for 'select all' and for unselecting one row of it; only tables with selection need them.
  const allKeys = useMemo(
    () => (withSelection ? rows.map((row, index) => (rowId ? rowId(row) : index)) : []),
    [rows, rowId, withSelection],
  );
  // Rows are memoised: their toggle stays the same function and reads the latest selection through a ref.
  const latestSelection = useRef({ selection, select });
  useLayoutEffect(() => {
    latestSelection.current = { selection, select };
  });
  const toggle = useCallback(
    (key: RowKey) => {
      const { selection: current, select: apply } = latestSelection.current;
      if (selectionMode !== 'none') apply(toggleRow(current, key, selectionMode, allKeys));
    },
    [selectionMode, allKeys],
  );
  return { selection, select, toggle, allState: selectAllState(selection, allKeys) };
}
