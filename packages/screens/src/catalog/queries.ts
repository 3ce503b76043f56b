// Every query and mutation of the catalogue screens: one home for the keys, so an invalidation reaches every
// screen that shows the data (e.g. the shell's wishlist badge and the wishlist screen share one query).
import {
  addToWishlist,
  clearWishlist,
  getCategories,
  getCategory,
  getCategoryProducts,
  getCurrentUser,
  getMyDocuments,
  getNotifications,
  getProduct,
  getProducts,
  getSeasonalProducts,
  getWishlist,
  type ProductId,
  type ProductInquiry,
  removeFromWishlist,
  sendProductInquiry,
  sendWishlist,
  setWishlistQty,
  type WishlistItem,
} from '@factory/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  category: (id: number) => [...catalogKeys.categories(), id] as const,
  categoryProducts: (id: number) => [...catalogKeys.categories(), id, 'products'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  seasonal: () => [...catalogKeys.products(), 'seasonal'] as const,
  search: (q: string, page: number) => [...catalogKeys.products(), 'search', { q, page }] as const,
  product: (id: ProductId) => [...catalogKeys.products(), 'one', id] as const,
  wishlist: () => [...catalogKeys.all, 'wishlist'] as const,
  profile: () => [...catalogKeys.all, 'profile'] as const,
  notifications: (userId: number) => [...catalogKeys.profile(), 'notifications', userId] as const,
  documents: () => [...catalogKeys.profile(), 'documents'] as const,
};

/** Top-level categories with their sub-categories (the navigation and the home cards). */
export const categoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: ({ signal }) => getCategories({ signal }),
});

export const categoryQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.category(id), queryFn: ({ signal }) => getCategory(id, { signal }) });

/** Every product of a category and the categories below it. */
export const categoryProductsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.categoryProducts(id),
    queryFn: ({ signal }) => getCategoryProducts(id, { signal }),
  });

export const seasonalProductsQuery = queryOptions({
  queryKey: catalogKeys.seasonal(),
  queryFn: ({ signal }) => getSeasonalProducts({ signal }),
});

/** One page of search results; the previous page stays on screen while the next loads. */
export const productSearchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: catalogKeys.search(q, page),
    queryFn: ({ signal }) => getProducts({ q: q || undefined, page }, { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: ProductId) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => getProduct(id, { signal }) });

/** The wishlist: its length is the shell's badge count. */
export const wishlistQuery = queryOptions({
  queryKey: catalogKeys.wishlist(),
  queryFn: ({ signal }) => getWishlist({ signal }),
});

/** The full user data of the profile's info tab: with the user's areas and companies. */
export const profileQuery = queryOptions({
  queryKey: catalogKeys.profile(),
  queryFn: ({ signal }) => getCurrentUser({ includeAreasData: true, includeCompaniesData: true }, { signal }),
});

export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: catalogKeys.notifications(userId),
    queryFn: ({ signal }) => getNotifications(userId, { signal }),
  });

/** The folders shared with the user, with sub-folders and files. */
export const myDocumentsQuery = queryOptions({
  queryKey: catalogKeys.documents(),
  queryFn: ({ signal }) => getMyDocuments({ signal }),
});

/** Wishlist changes: each refreshes the wishlist, so the badge and the list follow. */
function useWishlistMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.wishlist() }),
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
    onSuccess: (updated) =>
      queryClient.setQueryData(wishlistQuery.queryKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: catalogKeys.wishlist() }),
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
