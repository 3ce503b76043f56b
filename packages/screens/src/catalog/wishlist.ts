// The wishlist, lazily imported by the app when visited.
export { WishlistScreen } from './WishlistScreen/WishlistScreen.tsx';
