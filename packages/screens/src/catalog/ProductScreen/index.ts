// A product page's bundle, lazily imported by the app when visited.
export { ProductScreen } from './ProductScreen.tsx';
