/**
 * React Aria builds its collection from every row it is given, even when it virtualises the DOM: with 100,000
 * rows on one page that costs seconds per change. The DataTable therefore hands it only a window of rows around
 * the visible ones; this file keeps the scroll range, the positions and the row numbers those of the whole page.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { TableLayout } from 'react-aria-components';

type TableLayoutProps = NonNullable<ConstructorParameters<typeof TableLayout>[0]>;

/** The rows [start, end) of `total` handed to React Aria when the first visible row is `firstVisible`. */
export function rowWindow(firstVisible: number, visibleRows: number, total: number): { start: number; end: number } {
  // Five screens: two above, the visible one, two below; it moves a screen at a time, so scrolling re-renders
  // once per screen, and keyboard moves (arrows, Page Up/Down) always find their target rendered.
  const size = visibleRows * 5;
  if (total <= size) return { start: 0, end: total };
  const screen = Math.floor(Math.max(0, firstVisible) / visibleRows) * visibleRows;
  const start = Math.min(Math.max(0, screen - 2 * visibleRows), total - size);
  return { start, end: start + size };
}

export interface WindowedTableLayoutProps extends TableLayoutProps {
  /** Rows before and after the window, laid out as empty space. */
  rowsBefore?: number;
  rowsAfter?: number;
}

/** React Aria's table layout, with the window's rows placed where they are on the whole page. */
export class WindowedTableLayout<T> extends TableLayout<T, WindowedTableLayoutProps> {
  private before = 0;
  private after = 0;

  override shouldInvalidateLayoutOptions(next: WindowedTableLayoutProps, previous: WindowedTableLayoutProps) {
    return (
      next.rowsBefore !== previous.rowsBefore ||
      next.rowsAfter !== previous.rowsAfter ||
      super.shouldInvalidateLayoutOptions(next, previous)
    );
  }

  override update(context: Parameters<TableLayout<T, WindowedTableLayoutProps>['update']>[0]) {
    const rowHeight = context.layoutOptions?.rowHeight ?? 48;
    this.before = (context.layoutOptions?.rowsBefore ?? 0) * rowHeight;
    this.after = (context.layoutOptions?.rowsAfter ?? 0) * rowHeight;
    super.update(context);
  }

  protected override buildRowGroup(y: number, node: Parameters<TableLayout<T>['buildRowGroup']>[1]) {
    const group = super.buildRowGroup(y + this.before, node);
    group.layoutInfo.rect.y = y;
    group.layoutInfo.rect.height += this.before + this.after;
    return group;
  }
}

/**
 * React Aria numbers rows within what it was given (aria-rowindex) and counts only those (aria-rowcount).
 * This keeps the grid's count and each row's number those of the whole page: it learns each number React Aria
 * writes and shows it shifted by the window's start, before the browser paints.
 */
export function useWholePageRowNumbers(grid: RefObject<HTMLElement | null>, offset: number, rowCount: number) {
  const current = useRef({ offset, rowCount });
  const sync = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const given = new WeakMap<Element, number>();
    const isBodyRow = (node: Node): node is Element =>
      node instanceof Element && node.getAttribute('role') === 'row' && !node.querySelector('[role="columnheader"]');
    const learn = (records: MutationRecord[]) => {
      for (const record of records) {
        if (record.type === 'attributes' && isBodyRow(record.target))
          given.set(record.target, Number(record.target.getAttribute('aria-rowindex')));
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const row of [node, ...node.querySelectorAll('[role="row"]')])
            if (isBodyRow(row)) given.set(row, Number(row.getAttribute('aria-rowindex')));
        }
      }
    };
    const apply = () => {
      const { offset: shift, rowCount: count } = current.current;
      const total = String(count + 1);
      if (element.getAttribute('aria-rowcount') !== total) element.setAttribute('aria-rowcount', total);
      for (const row of element.querySelectorAll('[role="row"][aria-rowindex]')) {
        if (!isBodyRow(row)) continue;
        if (!given.has(row)) given.set(row, Number(row.getAttribute('aria-rowindex')));
        const shown = String((given.get(row) as number) + shift);
        if (row.getAttribute('aria-rowindex') !== shown) row.setAttribute('aria-rowindex', shown);
      }
      // Our own writes are not React Aria's numbers: forget them.
      observer.takeRecords();
    };
    const observer = new MutationObserver((records) => {
      learn(records);
      apply();
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-rowindex', 'aria-rowcount'],
    });
    sync.current = () => {
      learn(observer.takeRecords());
      apply();
    };
    apply();
    return () => observer.disconnect();
  }, [grid]);

  // After every render: React Aria may have renumbered rows, and the window may have moved.
  useLayoutEffect(() => {
    current.current = { offset, rowCount };
    sync.current();
  });
}

/**
 * Focuses the row numbered `rowIndex` (or its first/last cell) once the virtualizer has rendered it, trying for
 * a few frames; React Aria follows DOM focus, so its own focus state moves along.
 */
export function focusRowWhenRendered(grid: HTMLElement, rowIndex: number, cell: 'first' | 'last' | null, frames = 10) {
  const row = grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`);
  if (!row) {
    if (frames > 0) requestAnimationFrame(() => focusRowWhenRendered(grid, rowIndex, cell, frames - 1));
    return;
  }
  const cells = row.querySelectorAll<HTMLElement>('[role="rowheader"], [role="gridcell"]');
  const target = cell === 'first' ? cells[0] : cell === 'last' ? cells[cells.length - 1] : row;
  (target ?? row).focus();
}
