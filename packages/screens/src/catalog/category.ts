// A category's page (`/catalog/category/:id`), lazily imported by the app when visited.
export { CategoryScreen } from './CategoryScreen/CategoryScreen.tsx';
