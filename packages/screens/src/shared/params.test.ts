import { describe, expect, it } from 'vitest';
import { pageParam, routeId } from './params.ts';

describe('route and query parameters', () => {
  it('reads positive whole ids only', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeNull();
    expect(routeId('12abc')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });

  it('falls back to the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('-2')).toBe(1);
  });
});
