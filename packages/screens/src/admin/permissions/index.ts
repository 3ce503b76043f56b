// The permissions area's public entry: what the admin's index and other areas may import.

export { PermissionSwitches } from './PermissionSwitches.tsx';
export { PermissionsScreen } from './PermissionsScreen.tsx';
