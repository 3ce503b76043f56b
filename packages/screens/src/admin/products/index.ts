// The products area's public entry: what the admin's index and other areas may import.
export { ProductScreen } from './ProductScreen.tsx';
export { ProductsScreen } from './ProductsScreen.tsx';
