// The wishlist page's bundle, lazily imported by the app when visited.
export { WishlistScreen } from './WishlistScreen.tsx';
