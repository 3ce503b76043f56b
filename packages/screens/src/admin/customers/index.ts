// The customers area's public entry: what the admin's index and other areas may import.
export { CustomerScreen, CustomersScreen } from './CustomersScreens.tsx';
