import type { PageLink } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { pageSlots, resultsSummary } from './searchLogic.ts';

describe('search results', () => {
  it('says how many results the search found', () => {
    expect(resultsSummary(1, 'rex')).toBe('1 result for “rex”');
    expect(resultsSummary(1234, 'lantern')).toBe('1,234 results for “lantern”');
    expect(resultsSummary(0, 'zzz')).toBe('0 results for “zzz”');
    expect(resultsSummary(40, '')).toBe('40 results in the whole catalogue');
  });

  const links: PageLink[] = [
    { url: null, label: '« Previous', page: null, active: false },
    { url: '/api/product?page=1', label: '1', page: 1, active: true },
    { url: '/api/product?page=2', label: '2', page: 2, active: false },
    { url: '/api/product?page=2', label: 'Next »', page: 2, active: false },
  ];

  it('lists the page numbers of the server’s window, gaps as null, without previous and next', () => {
    expect(pageSlots(links)).toEqual([1, 2]);
    expect(
      pageSlots([
        { url: null, label: '« Previous', page: null, active: false },
        { url: '/api/product?page=1', label: '1', page: 1, active: true },
        { url: null, label: '...', page: null, active: false },
        { url: '/api/product?page=9', label: '9', page: 9, active: false },
        { url: '/api/product?page=2', label: 'Next »', page: 2, active: false },
      ]),
    ).toEqual([1, null, 9]);
  });
});
