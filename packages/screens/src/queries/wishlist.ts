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

/** Sends the wishlist to sales; answers the server's message. */
export const useSendWishlist = () => useMutation({ mutationFn: () => sendWishlist() });

/** Asks sales about one product; answers the server's message. */
export const useProductInquiry = () =>
  useMutation({
    mutationFn: ({ inquiry, signal }: { inquiry: ProductInquiry; signal?: AbortSignal }) =>
      sendProductInquiry(inquiry, { signal }),
  });
