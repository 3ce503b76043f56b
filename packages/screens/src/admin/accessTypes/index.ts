// The accessTypes area's public entry: what the admin's index and other areas may import.
export { AccessTypeScreen, AccessTypesScreen } from './AccessTypesScreens.tsx';
export { PatDefaultsScreen } from './PatDefaultsScreen.tsx';
