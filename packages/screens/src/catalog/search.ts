// The search results, lazily imported by the app when visited.
export { ProductSearchScreen } from './ProductSearchScreen/ProductSearchScreen.tsx';
