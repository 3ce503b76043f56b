// The newProducts area's public entry: what the admin's index and other areas may import.
export { NewProductImagesScreen } from './NewProductImagesScreen.tsx';
export { NewProductsScreen } from './NewProductsScreen.tsx';
