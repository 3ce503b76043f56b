// Leaving a screen cancels its requests: every catalogue read hands TanStack Query's signal to its fetch.
import { configureApi, resetApiConfig } from '@factory/api';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../shared/session.ts';
import {
  categoriesQuery,
  categoryQuery,
  myDocumentsQuery,
  notificationsQuery,
  productQuery,
  productsQuery,
  profileQuery,
  seasonalProductsQuery,
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
