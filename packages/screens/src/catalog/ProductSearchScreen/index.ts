// The search page's bundle, lazily imported by the app when visited.
export { ProductSearchScreen } from './ProductSearchScreen.tsx';
