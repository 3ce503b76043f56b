// The products area's public entry: what the admin's index and other areas may import.
export { AdminProductScreen } from './AdminProductScreen.tsx';
export { ProductsScreen } from './ProductsScreen.tsx';
