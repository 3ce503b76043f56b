import { describe, expect, it } from 'vitest';
import { compareStatus, readCompareIds, toggleCompare, writeCompareIds } from './compareLogic.ts';

describe('the products chosen to compare', () => {
  it('reads the codes of the address once each, at most four, without blanks', () => {
    expect(readCompareIds('A, B,,A,C,D,E')).toEqual(['A', 'B', 'C', 'D']);
    expect(readCompareIds(null)).toEqual([]);
    expect(readCompareIds('')).toEqual([]);
  });

  it('writes them comma-separated, and nothing for none', () => {
    expect(writeCompareIds(['FG-DINO-0321-02', 'DINO-SKEL-0246-01'])).toBe('FG-DINO-0321-02,DINO-SKEL-0246-01');
    expect(writeCompareIds([])).toBeNull();
  });

  it('adds a product up to four, and takes a chosen one out', () => {
    expect(toggleCompare(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleCompare(['A', 'B'], 'A')).toEqual(['B']);
    expect(toggleCompare(['A', 'B', 'C', 'D'], 'E')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('says how many are chosen and what comes next', () => {
    expect(compareStatus(1)).toBe('1 product chosen: choose another to compare.');
    expect(compareStatus(2)).toBe('2 products chosen to compare.');
    expect(compareStatus(4)).toBe('4 products chosen, the most that can be compared.');
  });
});
