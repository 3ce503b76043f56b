// The app prefetches an admin list's page from its address before the screen's code has come (routeReads.ts); the
// screen then asks for its page itself. Both must name the same page, or the prefetch is a wasted call and the list
// waits again. Each list's address rules live in its definition: this holds the prefetch to them. The
// list-and-record resources are taken from the admin's `resourceScreens`, so a new one is checked without a line here.
import { type AdminAreaTitle, serverResources } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { accessTypesResource } from '../accessTypes/accessTypesResource.tsx';
import { resourceScreens } from '../index.ts';
import { productsResource } from '../products/productsResource.tsx';
import { type defaultSortOf, listParamsFromSearch, listSortOf } from './listQuery.ts';
import { adminReads } from './routeReads.ts';

interface Listed {
  area: AdminAreaTitle;
  defaultSort?: ReturnType<typeof defaultSortOf>;
  columns: readonly { key: string; sortable?: boolean }[];
  reorder?: unknown;
  filters?: readonly { key: string }[];
  queries: { list: (params: never) => { queryKey: readonly unknown[] } };
}

const lists = [
  ...Object.values(resourceScreens).map((screens) => screens.resource),
  accessTypesResource,
  productsResource,
] as unknown as Listed[];

/** The page the list screen asks for at an address (what `useResourceList` computes from the definition). */
const screenKey = (resource: Listed, search: URLSearchParams) =>
  resource.queries.list(
    listParamsFromSearch(search, {
      defaultSort: listSortOf(resource),
      filterKeys: (resource.filters ?? []).map((filter) => filter.key),
    }) as never,
  ).queryKey;

const prefetchKeys = (area: AdminAreaTitle, search: URLSearchParams) =>
  adminReads(area, false)({ search }).map((read) => read.queryKey);

describe("an admin list's prefetch", () => {
  it('covers every list-and-record resource, each screen under its own title', () => {
    expect(Object.entries(resourceScreens).map(([title, screens]) => [title, screens.resource.area])).toEqual(
      Object.keys(serverResources).map((title) => [title, title]),
    );
  });

  for (const resource of lists) {
    it(`asks for the page the ${resource.area} list shows, fresh and with the address's choices`, () => {
      for (const address of [
        '',
        'page=2&size=25',
        'sort=none',
        'search=ab&role_id=2&is_active=0&category_id=6&is_locked=1&area_id=4&company_id=4&direction=desc',
      ]) {
        const search = new URLSearchParams(address);
        expect(prefetchKeys(resource.area, search)).toEqual([screenKey(resource, search)]);
      }
    });
  }

  it("asks for the record an address names, as the area's definition reads its id", () => {
    const record = (area: AdminAreaTitle, id: string) =>
      adminReads(area, true)({ id, search: new URLSearchParams() }).map((read) => read.queryKey);
    expect(record('users', '7')).toEqual([['users', 'record', 7]]);
    expect(record('product-item', 'FG-HUM-0166-01')).toEqual([['products', 'record', 'FG-HUM-0166-01']]);
    expect(record('users', 'new')).toEqual([]);
    expect(record('users', 'abc')).toEqual([]);
    for (const spelling of ['0x10', '1e1', ' 7', '07']) expect(record('users', spelling), spelling).toEqual([]);
  });
});
