// The signed-in customer's wishlist, and questions to sales about a product.
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  type ProductId,
  type ProductInquiry,
  removeFromWishlist,
  sendProductInquiry,
  sendWishlist,
  setWishlistQty,
  type WishlistItem,
} from '@factory/api';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRoots } from './resource.ts';

/** The wishlist: its length is the shell's badge count. */
export const wishlistQuery = queryOptions({
  queryKey: ['wishlist'] as const,
  queryFn: ({ signal }) => getWishlist({ signal }),
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

export const useAddToWishlist = () => useWishlistMutation((productId: ProductId) => addToWishlist(productId));

export const useRemoveFromWishlist = () => useWishlistMutation((item: WishlistItem) => removeFromWishlist(item.id));

/**
 * Puts a removed item back with its quantity (Undo): added again, then its quantity set when it was not 1. The row
 * gets a new id and goes to the end of the list, as the server orders items by when they were added.
 */
export const useRestoreToWishlist = () =>
  useWishlistMutation(async ({ product, qty }: Pick<WishlistItem, 'product' | 'qty'>) => {
    const added = await addToWishlist(product.id);
    return added.qty === qty ? added : setWishlistQty(added.id, qty);
  });

export const useClearWishlist = () => useWishlistMutation(() => clearWishlist());

/** Sets an item's quantity; the answer replaces the item at once, so the total changes without a refetch. */
export function useSetWishlistQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, qty }: { id: number; qty: number }) => setWishlistQty(id, qty),
    onSuccess: (updated) => replaceWishlistItem(queryClient, updated),
    onError: () => wishlistChanged(queryClient),
  });
}

/** Sends the wishlist to sales with an optional note; answers the server's message. */
export const useSendWishlist = () => useMutation({ mutationFn: (comment: string) => sendWishlist(comment) });

/** Asks sales about one product; answers the server's message. */
export const useProductInquiry = () =>
  useMutation({
    mutationFn: ({ inquiry, signal }: { inquiry: ProductInquiry; signal?: AbortSignal }) =>
      sendProductInquiry(inquiry, { signal }),
  });
