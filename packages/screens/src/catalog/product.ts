// A product's page, lazily imported by the app when visited.
export { ProductScreen } from './ProductScreen/ProductScreen.tsx';
