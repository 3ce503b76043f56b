// The filters area's public entry: what the admin's index and other areas may import.
export { FilterScreen, FiltersScreen } from './FiltersScreens.tsx';
