import { describe, expect, it } from 'vitest';
import { clampPosition, gridMove, scrollToShow } from './gridNavigation.ts';

// 25 body rows of 4 cells, 10 rows a screen; row -1 is the header row.
const size = { rows: 25, cols: 4, pageStep: 10 };

describe('gridMove', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(gridMove({ row: 3, col: 1 }, { key: 'ArrowDown' }, size)).toEqual({ row: 4, col: 1 });
    expect(gridMove({ row: 3, col: 1 }, { key: 'ArrowRight' }, size)).toEqual({ row: 3, col: 2 });
    expect(gridMove({ row: 24, col: 3 }, { key: 'ArrowDown' }, size)).toEqual({ row: 24, col: 3 });
    expect(gridMove({ row: 24, col: 3 }, { key: 'ArrowRight' }, size)).toEqual({ row: 24, col: 3 });
    expect(gridMove({ row: 0, col: 0 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 0, col: 0 });
  });

  it('reaches the header row from the first row and goes no higher', () => {
    expect(gridMove({ row: 0, col: 2 }, { key: 'ArrowUp' }, size)).toEqual({ row: -1, col: 2 });
    expect(gridMove({ row: -1, col: 2 }, { key: 'ArrowUp' }, size)).toEqual({ row: -1, col: 2 });
  });

  it("goes to the row's first and last cell with Home and End", () => {
    expect(gridMove({ row: 7, col: 2 }, { key: 'Home' }, size)).toEqual({ row: 7, col: 0 });
    expect(gridMove({ row: 7, col: 1 }, { key: 'End' }, size)).toEqual({ row: 7, col: 3 });
  });

  it('goes to the first and last row of the page with Ctrl (or Cmd) and Home or End', () => {
    expect(gridMove({ row: 7, col: 2 }, { key: 'End', ctrlKey: true }, size)).toEqual({ row: 24, col: 3 });
    expect(gridMove({ row: 7, col: 2 }, { key: 'Home', metaKey: true }, size)).toEqual({ row: 0, col: 0 });
  });

  it('moves a screenful with Page Up and Down, within the body rows', () => {
    expect(gridMove({ row: 3, col: 1 }, { key: 'PageDown' }, size)).toEqual({ row: 13, col: 1 });
    expect(gridMove({ row: 20, col: 1 }, { key: 'PageDown' }, size)).toEqual({ row: 24, col: 1 });
    expect(gridMove({ row: 13, col: 1 }, { key: 'PageUp' }, size)).toEqual({ row: 3, col: 1 });
    expect(gridMove({ row: 3, col: 1 }, { key: 'PageUp' }, size)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: -1, col: 1 }, { key: 'PageUp' }, size)).toEqual({ row: -1, col: 1 });
    expect(gridMove({ row: -1, col: 1 }, { key: 'PageDown' }, size)).toEqual({ row: 9, col: 1 });
  });

  it('keeps to the header row when the page has no rows', () => {
    const empty = { rows: 0, cols: 4, pageStep: 10 };
    expect(gridMove({ row: -1, col: 1 }, { key: 'ArrowDown' }, empty)).toEqual({ row: -1, col: 1 });
    expect(gridMove({ row: -1, col: 1 }, { key: 'End', ctrlKey: true }, empty)).toEqual({ row: -1, col: 3 });
    expect(gridMove({ row: -1, col: 1 }, { key: 'PageDown' }, empty)).toEqual({ row: -1, col: 1 });
  });

  it('leaves other keys alone', () => {
    expect(gridMove({ row: 3, col: 1 }, { key: 'a' }, size)).toBeNull();
    expect(gridMove({ row: 3, col: 1 }, { key: 'Enter' }, size)).toBeNull();
  });
});

describe('clampPosition', () => {
  it('keeps a position on a page that has fewer rows, or none', () => {
    expect(clampPosition({ row: 8, col: 2 }, { rows: 3, cols: 4 })).toEqual({ row: 2, col: 2 });
    expect(clampPosition({ row: 8, col: 2 }, { rows: 0, cols: 4 })).toEqual({ row: -1, col: 2 });
    expect(clampPosition({ row: 1, col: 5 }, { rows: 3, cols: 4 })).toEqual({ row: 1, col: 3 });
  });
});

describe('scrollToShow', () => {
  // 48 px rows under a 48 px header in a 528 px box: 10 rows show.
  const box = { viewHeight: 528, rowHeight: 48, headerHeight: 48 };
  it('scrolls only as far as needed to show the whole row', () => {
    expect(scrollToShow(5, { ...box, scrollTop: 0 })).toBe(0);
    expect(scrollToShow(10, { ...box, scrollTop: 0 })).toBe(48);
    expect(scrollToShow(2, { ...box, scrollTop: 480 })).toBe(96);
    expect(scrollToShow(-1, { ...box, scrollTop: 480 })).toBe(480);
  });
});
