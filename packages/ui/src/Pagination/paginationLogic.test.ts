import { describe, expect, it } from 'vitest';
import { defaultPaginationLabels, pageWindow } from './paginationLogic.ts';

describe('pageWindow', () => {
  it('lists every page up to 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });

  it('starts and ends without empty gaps', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe('defaultPaginationLabels', () => {
  it('names pages and the position in English', () => {
    expect(defaultPaginationLabels.page(3)).toBe('Page 3');
    expect(defaultPaginationLabels.position(3, 10)).toBe('3 of 10');
  });
});
