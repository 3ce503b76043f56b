import type { PageLink } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  heightOptions,
  isFiltered,
  listQuery,
  offeredFilters,
  pageSlots,
  readListState,
  resultRange,
  withChoices,
  withHeights,
  withoutFilters,
  withPage,
  withSort,
  writeListState,
} from './listState.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the list state in the address', () => {
  it('reads page, sort, choices and sub-category, and writes them back in a stable order', () => {
    const state = readListState(params('choice=8&sort=newest&page=3&sub=20&choice=2&choice=8'));
    expect(state).toEqual({ page: 3, sort: 'newest', choices: [2, 8], sub: 20, heightFrom: null, heightTo: null });
    expect(writeListState(state, params('')).toString()).toBe('sub=20&choice=2&choice=8&sort=newest&page=3');
  });

  it('reads and writes the height range in metres, and keeps what it does not own (the compared products)', () => {
    const state = readListState(params('compare=A%2CB&height_to=10&height_from=5&sort=height-desc'));
    expect([state.heightFrom, state.heightTo, state.sort]).toEqual([5, 10, 'height-desc']);
    expect(writeListState(state, params('compare=A%2CB')).toString()).toBe(
      'compare=A%2CB&height_from=5&height_to=10&sort=height-desc',
    );
  });

  it('falls back to the first page in catalogue order for what it cannot read', () => {
    expect(readListState(params('page=-2&sort=price&choice=x&sub=0&height_from=-1&height_to=tall'))).toEqual({
      page: 1,
      sort: 'catalogue',
      choices: [],
      sub: null,
      heightFrom: null,
      heightTo: null,
    });
    // The sort by longest side is no longer offered: an old link lists in catalogue order.
    expect(readListState(params('sort=size-desc')).sort).toBe('catalogue');
  });

  it('keeps the search text and leaves defaults out of the address', () => {
    const state = readListState(params('q=dino&page=2'));
    expect(writeListState(withPage(state, 1), params('q=dino&page=2')).toString()).toBe('q=dino');
  });

  it('starts again at page 1 when the choices or the sort change, not when the page does', () => {
    const onPage4 = readListState(params('page=4'));
    expect(withChoices(onPage4, [8, 2]).page).toBe(1);
    expect(withChoices(onPage4, [8, 2]).choices).toEqual([2, 8]);
    expect(withSort(onPage4, 'height').page).toBe(1);
    expect(withHeights(onPage4, { heightFrom: 5 })).toMatchObject({ page: 1, heightFrom: 5, heightTo: null });
    expect(withoutFilters(readListState(params('choice=2&height_from=5&page=3')))).toMatchObject({
      page: 1,
      choices: [],
      heightFrom: null,
    });
    expect(isFiltered(readListState(params('height_to=1')))).toBe(true);
    expect(isFiltered(readListState(params('sort=title')))).toBe(false);
    expect(withPage(onPage4, 5).page).toBe(5);
  });

  it('asks for 24 a page with the facets, the sort as column and direction, the heights in centimetres', () => {
    const state = readListState(params('sort=height-desc&choice=2&page=2&height_from=5&height_to=12.5'));
    expect(listQuery(state, { categoryId: 2 })).toEqual({
      categoryId: 2,
      sub: undefined,
      page: 2,
      perPage: 24,
      sort: 'height',
      direction: 'desc',
      choices: [2],
      minHeight: 500,
      maxHeight: 1250,
      facets: true,
    });
    expect(listQuery(readListState(params('sort=height')), { q: 'x' })).toMatchObject({
      sort: 'height',
      direction: 'asc',
      minHeight: undefined,
    });
    expect(listQuery(readListState(params('sort=newest')), { q: 'x' })).toMatchObject({
      sort: 'created_at',
      direction: 'desc',
    });
  });
});

describe('texts', () => {
  it('says which products of how many are shown', () => {
    expect(resultRange(1, 24, 1318)).toBe('1–24 of 1,318');
    expect(resultRange(1297, 1318, 1318)).toBe('1,297–1,318 of 1,318');
    expect(resultRange(null, null, 0)).toBe('No products');
  });
});

describe('the height range offered', () => {
  const steps = [
    { height: 100, at_least: 17, at_most: 4 },
    { height: 500, at_least: 4, at_most: 17 },
    { height: 2000, at_least: 0, at_most: 21 },
  ];

  it('offers each step with how many it leaves, at least that tall from, at most that tall up to', () => {
    expect(heightOptions(steps, 'from', null).map((option) => option.label)).toEqual([
      'Any height',
      '1 m (17)',
      '5 m (4)',
    ]);
    expect(heightOptions(steps, 'to', null).map((option) => [option.value, option.label])).toEqual([
      ['', 'Any height'],
      ['1', '1 m (4)'],
      ['5', '5 m (17)'],
      ['20', '20 m (21)'],
    ]);
  });

  it('keeps a chosen step that leaves nothing, and a chosen height that is no step', () => {
    expect(heightOptions(steps, 'from', 20).at(-1)?.label).toBe('20 m (0)');
    expect(heightOptions(steps, 'from', 6.5).at(-1)).toEqual({ value: '6.5', label: '6.5 m' });
  });
});

describe('the filters offered', () => {
  const facets = {
    filters: [
      {
        id: 1,
        title: 'Placement',
        choices: [
          { id: 1, title: 'Indoor', count: 34 },
          { id: 2, title: 'Outdoor', count: 0 },
        ],
      },
      { id: 4, title: 'Motion', choices: [{ id: 14, title: 'Static', count: 66 }] },
    ],
    sub_categories: [],
    height_steps: [],
  };

  it('leaves out choices that find nothing and filters that cannot narrow', () => {
    expect(offeredFilters(facets, [])).toEqual([]);
  });

  it('keeps a chosen choice even when it finds nothing, so it can be unchosen', () => {
    expect(offeredFilters(facets, [2]).map((f) => f.choices.map((c) => c.title))).toEqual([['Indoor', 'Outdoor']]);
  });
});

describe('the pager', () => {
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
