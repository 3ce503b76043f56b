// The companies area's public entry: what the admin's index and other areas may import.
export { CompaniesScreen } from './CompaniesScreen.tsx';
