// The categories area's public entry: what the admin's index and other areas may import.
export { CategoriesScreen, CategoryScreen as AdminCategoryScreen } from './CategoriesScreens.tsx';
export { CmsCatalogScreen } from './CmsCatalogScreen.tsx';
