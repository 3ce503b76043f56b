// A category's page, lazily imported by the app when visited.
export { CategoryScreen } from './CategoryScreen/CategoryScreen.tsx';
