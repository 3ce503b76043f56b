import { describe, expect, it } from 'vitest';
import {
  applyQuery,
  compareValues,
  createRowQuery,
  defaultPageSize,
  initialQuery,
  matchesSearch,
  nextSort,
  pageCount,
  pageSizeOf,
  pageSizeOptions,
  plainSortKey,
  rowRange,
  sortRows,
  type TableQuery,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from './tableState.ts';

interface Item {
  name: string;
  moons: number;
  kind: string | null;
}
const identity = (row: Item) => row as unknown as Record<string, unknown>;

// 30 items: "Item 1" … "Item 30", moons 30 … 1, every third one a "Gas giant".
const items: Item[] = Array.from({ length: 30 }, (_, i) => ({
  name: `Item ${i + 1}`,
  moons: 30 - i,
  kind: i % 3 === 0 ? 'Gas giant' : 'Rocky',
}));
const query = (patch: Partial<TableQuery>): TableQuery => ({ ...initialQuery, ...patch });
const names = (rows: readonly Item[]) => rows.map((row) => row.name);

describe('page sizes', () => {
  it('offers 10, 25, 50, 75 and all, in that order', () => {
    expect(pageSizeOptions).toEqual([10, 25, 50, 75, 'all']);
  });

  it('reads a size from its text, falling back to the default', () => {
    expect(pageSizeOf('25')).toBe(25);
    expect(pageSizeOf('all')).toBe('all');
    expect(pageSizeOf('30')).toBe(10);
  });

  it('defaults to 10 rows on the first page, unsorted, unsearched', () => {
    expect(defaultPageSize).toBe(10);
    expect(initialQuery).toEqual({ page: 1, pageSize: 10, sort: null, search: '' });
    expect(applyQuery(items, initialQuery, identity).rows).toHaveLength(10);
  });

  it.each([
    [10, 10],
    [25, 25],
    [50, 30],
    [75, 30],
    ['all', 30],
  ] as const)('page size %s shows %i of 30 rows on the first page', (pageSize, shown) => {
    expect(applyQuery(items, query({ pageSize }), identity).rows).toHaveLength(shown);
  });

  it("'all' shows thousands of rows on a single page", () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Item ${i}`, moons: i, kind: null }));
    const view = applyQuery(many, query({ pageSize: 'all' }), identity);
    expect(view.rows).toHaveLength(5000);
    expect(view.pageCount).toBe(1);
  });
});

describe('page count', () => {
  it('counts pages by rounding up', () => {
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(31, 10)).toBe(4);
    expect(pageCount(30, 25)).toBe(2);
    expect(pageCount(30, 'all')).toBe(1);
  });

  it('an empty table has one page, so it reads "1 of 1"', () => {
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('previous and next', () => {
  it('the second page shows rows 11 to 20', () => {
    expect(names(applyQuery(items, query({ page: 2 }), identity).rows)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Item ${i + 11}`),
    );
  });

  it('moving stays within the first and last page', () => {
    expect(withPage(query({ page: 1 }), 0, 30).page).toBe(1);
    expect(withPage(query({ page: 3 }), 4, 30).page).toBe(3);
    expect(withPage(query({ page: 1 }), 2, 30).page).toBe(2);
  });

  it('a page beyond the data (after rows were removed) shows the last page', () => {
    const view = applyQuery(items.slice(0, 12), query({ page: 3 }), identity);
    expect(view.page).toBe(2);
    expect(names(view.rows)).toEqual(['Item 11', 'Item 12']);
  });
});

describe('page resets', () => {
  it('to the first on a search', () => {
    expect(withSearch(query({ page: 3 }), 'gas')).toMatchObject({ page: 1, search: 'gas' });
  });

  it('to the first on a page size change', () => {
    expect(withPageSize(query({ page: 3 }), 25)).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('not on a sort', () => {
    expect(withSort(query({ page: 3 }), 'name').page).toBe(3);
  });
});

describe('search', () => {
  it('matches a substring, ignoring case', () => {
    expect(matchesSearch({ name: 'Jupiter' }, 'PIT')).toBe(true);
    expect(matchesSearch({ name: 'Jupiter' }, 'saturn')).toBe(false);
  });

  it('looks at every value of a row, numbers included', () => {
    expect(matchesSearch({ name: 'Mars', kind: 'Rocky', moons: 2 }, 'rock')).toBe(true);
    expect(matchesSearch({ name: 'Mars', kind: 'Rocky', moons: 2 }, '2')).toBe(true);
  });

  it('an empty or blank search matches everything', () => {
    expect(matchesSearch({ name: 'Mars' }, '')).toBe(true);
    expect(matchesSearch({ name: 'Mars' }, '   ')).toBe(true);
  });

  it('ignores empty values and nested objects', () => {
    expect(matchesSearch({ name: 'Mars', kind: null, meta: { note: 'red' } }, 'red')).toBe(false);
    expect(matchesSearch({ name: 'Mars', kind: null }, 'null')).toBe(false);
  });

  it('filters before paging, and counts only the matches', () => {
    const view = applyQuery(items, query({ search: 'GAS GIANT' }), identity);
    expect(view.totalRows).toBe(10);
    expect(view.pageCount).toBe(1);
    expect(view.rows.every((row) => row.kind === 'Gas giant')).toBe(true);
  });
});

describe('sort cycle', () => {
  it('goes ascending, then descending, then unsorted', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
  });

  it('restarts at ascending when another column is sorted', () => {
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'moons')).toEqual({
      column: 'moons',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'moons')).toEqual({
      column: 'moons',
      direction: 'ascending',
    });
  });

  it('unsorted shows the original order', () => {
    const shuffled = [items[2], items[0], items[1]] as Item[];
    expect(names(sortRows(shuffled, null, identity))).toEqual(['Item 3', 'Item 1', 'Item 2']);
  });
});

describe('sorting rows', () => {
  const three = items.slice(0, 3);

  it('orders numbers by value', () => {
    expect(sortRows(three, { column: 'moons', direction: 'ascending' }, identity).map((row) => row.moons)).toEqual([
      28, 29, 30,
    ]);
    expect(sortRows(three, { column: 'moons', direction: 'descending' }, identity).map((row) => row.moons)).toEqual([
      30, 29, 28,
    ]);
  });

  it('orders text naturally and without regard to case', () => {
    expect(compareValues('Item 2', 'Item 10')).toBeLessThan(0);
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
  });

  it('orders dates by time', () => {
    expect(compareValues(new Date('2020-01-02'), new Date('2020-01-01'))).toBeGreaterThan(0);
  });

  it('keeps ties in their original order, in both directions', () => {
    const rows = items.slice(0, 6);
    const asc = sortRows(rows, { column: 'kind', direction: 'ascending' }, identity);
    expect(names(asc)).toEqual(['Item 1', 'Item 4', 'Item 2', 'Item 3', 'Item 5', 'Item 6']);
    const desc = sortRows(rows, { column: 'kind', direction: 'descending' }, identity);
    expect(names(desc)).toEqual(['Item 2', 'Item 3', 'Item 5', 'Item 6', 'Item 1', 'Item 4']);
  });

  it('puts blank values last in both directions', () => {
    const rows = [{ name: 'A', moons: 1, kind: null }, ...items.slice(0, 2)];
    expect(sortRows(rows, { column: 'kind', direction: 'ascending' }, identity).at(-1)?.name).toBe('A');
    expect(sortRows(rows, { column: 'kind', direction: 'descending' }, identity).at(-1)?.name).toBe('A');
  });

  it('sorts all matching rows before cutting the page', () => {
    const view = applyQuery(items, query({ sort: { column: 'moons', direction: 'ascending' } }), identity);
    expect(view.rows.map((row) => row.moons)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...items];
    sortRows(items, { column: 'moons', direction: 'ascending' }, identity);
    expect(items).toEqual(copy);
  });
});

describe('createRowQuery (the precomputed path the DataTable uses)', () => {
  type Ride = { name: string; kind: string | null; capacity: number | undefined; opened: Date };
  const kinds = ['Coaster', 'Dark ride', null, 'coaster', ''];
  const rides: Ride[] = Array.from({ length: 60 }, (_, i) => ({
    name: `Ride ${(i * 37) % 60}`,
    kind: kinds[i % kinds.length] as string | null,
    capacity: i % 7 === 0 ? undefined : (i * 13) % 9,
    opened: new Date(Date.UTC(2000 + (i % 5), 0, 1)),
  }));
  const values = (row: Ride) => row;
  const names = (rows: readonly Ride[]) => rows.map((row) => row.name);

  it('answers every query exactly as applyQuery does', () => {
    const engine = createRowQuery(rides, values);
    const sorts = [
      null,
      ...['name', 'kind', 'capacity', 'opened'].flatMap((column) => [
        { column, direction: 'ascending' as const },
        { column, direction: 'descending' as const },
      ]),
    ];
    // Typing on, deleting, and starting over, under every sort and a few pages and sizes.
    for (const search of ['', 'c', 'co', 'coa', 'co', ' RIDE 1 ', 'dark', 'zzz', '']) {
      for (const sort of sorts) {
        for (const [page, pageSize] of [
          [1, 10],
          [2, 25],
          [9, 10],
          [1, 'all'],
        ] as const) {
          const query = { page, pageSize, sort, search };
          const expected = applyQuery(rides, query, values);
          const { positionOf, ...actual } = engine.run(query);
          expect({ ...actual, rows: names(actual.rows) }).toEqual({ ...expected, rows: names(expected.rows) });
          // Each row shown says where it is among the given rows (its key in a table without row ids).
          expect(actual.rows.filter((row, index) => rides[positionOf(index)] !== row)).toEqual([]);
        }
      }
    }
  });

  it("answers 'All' without search or sort with the rows themselves, not a copy", () => {
    const engine = createRowQuery(rides, values);
    expect(engine.run({ page: 1, pageSize: 'all', sort: null, search: '' }).rows).toBe(rides);
    expect(engine.run({ page: 1, pageSize: 'all', sort: null, search: 'ride' }).rows).not.toBe(rides);
  });

  it('gives a page of the rows in the order shown, with ties in original order and blanks last both ways', () => {
    const engine = createRowQuery(rides, values);
    const down = engine.run({
      page: 1,
      pageSize: 'all',
      sort: { column: 'kind', direction: 'descending' },
      search: '',
    });
    expect(down.rows.slice(0, 3).map((row) => row.kind)).toEqual(['Dark ride', 'Dark ride', 'Dark ride']);
    expect(down.rows.at(-1)?.kind).toBe('');
  });

  it('can build its search text ahead of time, a chunk at a time', () => {
    const engine = createRowQuery(rides, values);
    expect(engine.prepareSearch(50)).toBe(false);
    expect(engine.prepareSearch(50)).toBe(true);
    expect(engine.run({ ...initialQuery, search: 'ride 59' }).totalRows).toBe(1);
  });
});

describe('plainSortKey (fast sorting of plain text)', () => {
  it('orders digit runs by value, ignores case and leading zeros, and puts space, hyphen, digits, letters in turn', () => {
    const keys = ['a10', 'a9', 'A 2', 'a-2', 'a02', 'ab'].map((text) => plainSortKey(text) as string);
    expect(keys.toSorted().map((key) => ['a10', 'a9', 'A 2', 'a-2', 'a02', 'ab'][keys.indexOf(key)])).toEqual([
      'A 2',
      'a-2',
      'a02',
      'a9',
      'a10',
      'ab',
    ]);
    expect(plainSortKey('a02')).toBe(plainSortKey('A2'));
  });

  it('declines other characters and very long numbers, which keep the collator', () => {
    expect(plainSortKey('Café')).toBeNull();
    expect(plainSortKey('a_b')).toBeNull();
    expect(plainSortKey('1234567890123456')).toBeNull();
  });

  it('orders 4,000 seeded random pairs of plain text as compareValues does', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = 'aAbBzZ 0019-';
    const text = () =>
      Array.from({ length: Math.floor(random() * 7) }, () => alphabet[Math.floor(random() * 12)]).join('');
    for (let pair = 0; pair < 4000; pair++) {
      const a = text();
      const b = text();
      const [x, y] = [plainSortKey(a) as string, plainSortKey(b) as string];
      expect([a, b, Math.sign(x < y ? -1 : x > y ? 1 : 0)]).toEqual([a, b, Math.sign(compareValues(a, b))]);
    }
  });
});

describe('rowRange', () => {
  it('counts the rows of a page among all rows, the last page short', () => {
    expect(rowRange(1, 10, 610)).toEqual({ first: 1, last: 10 });
    expect(rowRange(2, 25, 610)).toEqual({ first: 26, last: 50 });
    expect(rowRange(61, 10, 605)).toEqual({ first: 601, last: 605 });
    expect(rowRange(1, 'all', 610)).toEqual({ first: 1, last: 610 });
  });

  it('has no range when nothing matches', () => {
    expect(rowRange(1, 10, 0)).toBeNull();
  });
});
