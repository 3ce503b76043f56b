import { describe, expect, it } from 'vitest';
import { pageParam } from './params.ts';

describe('query parameters', () => {
  it('falls back to the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('0x2')).toBe(1);
  });
});
