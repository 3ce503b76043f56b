import { describe, expect, it } from 'vitest';
import { resultsSummary } from './searchLogic.ts';

describe('search results', () => {
  it('says how many results the search found', () => {
    expect(resultsSummary(1, 'rex')).toBe('1 result for “rex”');
    expect(resultsSummary(1234, 'lantern')).toBe('1,234 results for “lantern”');
    expect(resultsSummary(0, 'zzz')).toBe('0 results for “zzz”');
    expect(resultsSummary(40, '')).toBe('40 results in the whole catalogue');
  });
});
