// The reports area's public entry: what the admin's index and other areas may import.
export { NoImageProductsCount, NoImageProductsScreen } from './NoImageProductsScreen.tsx';
