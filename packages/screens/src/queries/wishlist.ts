// The signed-in customer's wishlist, and questions to sales about a product.
import type { ProductId, ProductInquiry, WishlistEnquiry, WishlistItem } from '@factory/api';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRoots } from './resource.ts';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/wishlist');

/** The wishlist: its length is the shell's badge count. */
export const wishlistQuery = queryOptions({
  queryKey: ['wishlist'] as const,
  queryFn: async ({ signal }) => (await calls()).getWishlist({ signal }),
});

const wishlistChanged = (queryClient: QueryClient) => refreshRoots(queryClient, ['wishlist']);

/** Puts a changed item in place at once, so the total follows without a refetch. */
const replaceWishlistItem = (queryClient: QueryClient, updated: WishlistItem) =>
  queryClient.setQueryData(wishlistQuery.queryKey, (items) =>
    items?.map((item) => (item.id === updated.id ? updated : item)),
  );

/** Wishlist changes: each refreshes the wishlist, so the badge and the list follow. */
function useWishlistMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => wishlistChanged(queryClient),
  });
}

export const useAddToWishlist = () =>
  useWishlistMutation(async (productId: ProductId) => (await calls()).addToWishlist(productId));

export const useRemoveFromWishlist = () =>
  useWishlistMutation(async (item: WishlistItem) => (await calls()).removeFromWishlist(item.id));

/**
 * Puts a removed item back with its quantity (Undo): added again, then its quantity set when it was not 1. The row
 * gets a new id and goes to the end of the list, as the server orders items by when they were added.
 */
export const useRestoreToWishlist = () =>
  useWishlistMutation(async ({ product, qty }: Pick<WishlistItem, 'product' | 'qty'>) => {
    const { addToWishlist, setWishlistQty } = await calls();
    const added = await addToWishlist(product.id);
    return added.qty === qty ? added : setWishlistQty(added.id, qty);
  });

export const useClearWishlist = () => useWishlistMutation(async () => (await calls()).clearWishlist());

/** Sets an item's quantity; the answer replaces the item at once, so the total changes without a refetch. */
export function useSetWishlistQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, qty }: { id: number; qty: number }) => (await calls()).setWishlistQty(id, qty),
    onSuccess: (updated) => replaceWishlistItem(queryClient, updated),
    onError: () => wishlistChanged(queryClient),
  });
}

/**
 * Sends the wishlist to sales; answers the server's message and the notification recording what was sent, so the
 * notifications are read again.
 */
export function useSendWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ enquiry, signal }: { enquiry: WishlistEnquiry; signal?: AbortSignal }) =>
      (await calls()).sendWishlist(enquiry, { signal }),
    onSuccess: () => refreshRoots(queryClient, ['notifications']),
  });
}

/** Asks sales about one product; answers the server's message. */
export const useProductInquiry = () =>
  useMutation({
    mutationFn: async ({ inquiry, signal }: { inquiry: ProductInquiry; signal?: AbortSignal }) =>
      (await calls()).sendProductInquiry(inquiry, { signal }),
  });
