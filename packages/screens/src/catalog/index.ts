// The customer catalogue's screens, lazy-loaded by the app from '@factory/screens/catalog'.
export { CatalogHomeScreen } from './CatalogHomeScreen/CatalogHomeScreen.tsx';
export { CatalogShell } from './CatalogShell/CatalogShell.tsx';
export { CategoryScreen } from './CategoryScreen/CategoryScreen.tsx';
export { ProductScreen } from './ProductScreen/ProductScreen.tsx';
export { ProductSearchScreen } from './ProductSearchScreen/ProductSearchScreen.tsx';
export { ProfileDocumentsScreen } from './ProfileScreen/ProfileDocumentsScreen.tsx';
export { ProfileInfoScreen } from './ProfileScreen/ProfileInfoScreen.tsx';
export { ProfileNotificationsScreen } from './ProfileScreen/ProfileNotificationsScreen.tsx';
export { ProfileScreen } from './ProfileScreen/ProfileScreen.tsx';
export { WishlistScreen } from './WishlistScreen/WishlistScreen.tsx';
