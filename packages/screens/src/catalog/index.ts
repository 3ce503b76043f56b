// The catalogue area's public entry for other areas (the admin's catalogue editor shows what customers see). The
// app loads each catalogue page through its screen folder's index.ts (its bundle) and reads.ts, not through this file.
export { navCategoryCount } from './navigation.ts';
export type { ProfileTab } from './ProfileScreen/profileTabs.ts';
export { CategoryCover } from './parts/CategoryCover.tsx';
export { ProductGrid } from './parts/ProductGrid.tsx';
export { sanitizeCoverHtml } from './parts/sanitizeHtml.ts';
