// The roles area's public entry: what the admin's index and other areas may import.
export { RoleScreen, RolesScreen } from './RolesScreens.tsx';
