import { describe, expect, it } from 'vitest';
import { isRowSelected, selectAllState, toggleRow } from './selection.ts';

const keys = [1, 2, 3, 4];

describe('toggleRow', () => {
  it('adds and removes rows with multiple selection', () => {
    expect([...(toggleRow(new Set([1]), 3, 'multiple', keys) as Set<number>)]).toEqual([1, 3]);
    expect([...(toggleRow(new Set([1, 3]), 1, 'multiple', keys) as Set<number>)]).toEqual([3]);
  });

  it("unticks one row of 'all', keeping every other row", () => {
    expect([...(toggleRow('all', 2, 'multiple', keys) as Set<number>)]).toEqual([1, 3, 4]);
  });

  it('replaces the selected row with single selection, and unticks it', () => {
    expect([...(toggleRow(new Set([1]), 3, 'single', keys) as Set<number>)]).toEqual([3]);
    expect([...(toggleRow(new Set([3]), 3, 'single', keys) as Set<number>)]).toEqual([]);
  });
});

describe('selectAllState', () => {
  it('is ticked for all rows, partly for some, empty for none', () => {
    expect(selectAllState('all', keys)).toEqual({ isSelected: true, isIndeterminate: false });
    expect(selectAllState(new Set(keys), keys)).toEqual({ isSelected: true, isIndeterminate: false });
    expect(selectAllState(new Set([2]), keys)).toEqual({ isSelected: false, isIndeterminate: true });
    expect(selectAllState(new Set(), keys)).toEqual({ isSelected: false, isIndeterminate: false });
    expect(selectAllState(new Set(), [])).toEqual({ isSelected: false, isIndeterminate: false });
  });
});

describe('isRowSelected', () => {
  it("counts every row as selected under 'all'", () => {
    expect(isRowSelected('all', 9)).toBe(true);
    expect(isRowSelected(new Set([1]), 9)).toBe(false);
  });
});
