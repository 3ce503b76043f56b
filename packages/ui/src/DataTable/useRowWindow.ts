import { type UIEvent, useState } from 'react';
import { renderedRows, rowWindow } from './windowing.ts';

/**
 * Only the rows around the visible ones are rendered (windowing.ts), and the focused one: `shown` are their places
 * on the page; `onScroll` follows the grid's scrolling a screenful at a time.
 */
export function useRowWindow({
  rowCount,
  visibleRows,
  rowHeight,
  focusedRow,
}: {
  rowCount: number;
  visibleRows: number;
  rowHeight: number;
  focusedRow: number;
}) {
  const [screen, setScreen] = useState(0);
  const shown = renderedRows(rowWindow(screen * visibleRows, visibleRows, rowCount), focusedRow);
  const onScroll = (event: UIEvent<HTMLElement>) =>
    setScreen(Math.floor(event.currentTarget.scrollTop / rowHeight / visibleRows));
  return { shown, onScroll };
}
