// The roles area's public entry: its screens, for the admin's routes (admin/index.ts `resourceScreens`).
import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { RoleScreen, RolesScreen, rolesResource } from './RolesScreens.tsx';

/** The roles resource's screens, for the admin's routes. */
export const rolesScreens = {
  resource: rolesResource,
  list: RolesScreen,
  record: RoleScreen,
} satisfies ResourceScreens<'roles'>;
