// A category page's bundle, lazily imported by the app when visited.
export { CategoryScreen } from './CategoryScreen.tsx';
