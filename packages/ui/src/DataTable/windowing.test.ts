import { describe, expect, it } from 'vitest';
import { columnTemplate, renderedRows, rowWindow } from './windowing.ts';

describe('rowWindow', () => {
  it('renders a short page whole', () => {
    expect(rowWindow(0, 10, 25)).toEqual({ start: 0, end: 25 });
  });

  it('renders the visible screen and one on either side, moving a screen at a time', () => {
    expect(rowWindow(57, 10, 100_000)).toEqual({ start: 40, end: 70 });
    expect(rowWindow(60, 10, 100_000)).toEqual({ start: 50, end: 80 });
  });

  it('renders no screen above the first or below the last', () => {
    expect(rowWindow(0, 10, 100_000)).toEqual({ start: 0, end: 20 });
    expect(rowWindow(9, 10, 100_000)).toEqual({ start: 0, end: 20 });
    expect(rowWindow(99_990, 10, 100_000)).toEqual({ start: 99_980, end: 100_000 });
  });
});

describe('renderedRows', () => {
  it('adds the focused row when it lies outside the window', () => {
    expect(renderedRows({ start: 3, end: 6 }, 0)).toEqual([0, 3, 4, 5]);
    expect(renderedRows({ start: 3, end: 6 }, 4)).toEqual([3, 4, 5]);
    expect(renderedRows({ start: 3, end: 6 }, 9)).toEqual([3, 4, 5, 9]);
    expect(renderedRows({ start: 3, end: 6 }, -1)).toEqual([3, 4, 5]);
  });
});

describe('columnTemplate', () => {
  it('gives px widths as they are and fractions a 75 px minimum', () => {
    expect(columnTemplate([52, undefined, '2fr', 120])).toEqual({
      template: '52px minmax(75px, 1fr) minmax(75px, 2fr) 120px',
      minWidth: 322,
    });
  });
});
