// Leaving a screen cancels its requests: every read (the catalogue's, the admin's generic lists and records, the
// verification's) hands TanStack Query's signal to its fetch.
import { configureApi, resetApiConfig } from '@factory/api';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../shared/session.ts';
import {
  accessTypeQueries,
  areaQueries,
  categoriesQuery,
  categoryQuery,
  companyQueries,
  customerQueries,
  devCommandsQuery,
  documentsTreeQuery,
  fileAnalysisQuery,
  filterQueries,
  folderQuery,
  iconsQuery,
  myDocumentsQuery,
  newProductsQuery,
  noImageProductsQuery,
  notificationsQuery,
  patDefaultQueries,
  permissionsQuery,
  productFiltersQuery,
  productQuery,
  productsQuery,
  profileQuery,
  recycleBinQuery,
  roleQueries,
  seasonalProductsQuery,
  tempImagesQuery,
  tempProductQuery,
  userQueries,
  wishlistQuery,
} from './index.ts';

afterEach(resetApiConfig);

const screenQueries = {
  categories: categoriesQuery,
  category: categoryQuery(7),
  seasonal: seasonalProductsQuery,
  search: productsQuery({ q: 'dino', page: 1 }),
  product: productQuery('12'),
  wishlist: wishlistQuery,
  profile: profileQuery,
  notifications: notificationsQuery(3),
  documents: myDocumentsQuery,
  session: currentUserQuery,
  users: userQueries.list({ page: 1, perPage: 10 }),
  user: userQueries.record(3),
  roles: roleQueries.list({ page: 1 }),
  role: roleQueries.record(2),
  companies: companyQueries.list({ page: 1 }),
  company: companyQueries.record(1),
  customers: customerQueries.list({ page: 1 }),
  customer: customerQueries.record(1),
  'customer account': customerQueries.account(1),
  areas: areaQueries.list({ page: 1 }),
  area: areaQueries.record(1),
  filters: filterQueries.whole,
  filter: filterQueries.record(1),
  'access types': accessTypeQueries.whole,
  'access type': accessTypeQueries.record(1),
  'access type default': patDefaultQueries.record(1),
  'product filters': productFiltersQuery('12'),
  folder: folderQuery(null),
  icons: iconsQuery,
  permissions: permissionsQuery,
  'recycle bin': recycleBinQuery('user'),
  'products without images': noImageProductsQuery,
  'file analysis': fileAnalysisQuery,
  'dev commands': devCommandsQuery,
  'new products': newProductsQuery,
  'documents tree': documentsTreeQuery,
  'temp product': tempProductQuery('t0k3n'),
  'temp images': tempImagesQuery('t0k3n', 4),
};

describe('leaving a screen', () => {
  it.each(Object.entries(screenQueries))('aborts the pending %s request', async (_name, query) => {
    const signals: AbortSignal[] = [];
    configureApi({
      fetch: (_input, init) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => {});
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A screen is an observer of its query; unmounting it unsubscribes.
    const unsubscribe = new QueryObserver(client, query as typeof categoriesQuery).subscribe(() => {});
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    unsubscribe();
    expect(signals[0]?.aborted).toBe(true);
  });
});
