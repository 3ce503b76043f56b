// The recycle area's public entry: what the admin's index and other areas may import.
export { RecycleBinProductsScreen, RecycleBinScreen } from './RecycleBinScreens.tsx';
