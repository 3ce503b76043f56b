// A product's page (`/catalog/product/:id`), lazily imported by the app when visited.
export { ProductScreen } from './ProductScreen/ProductScreen.tsx';
