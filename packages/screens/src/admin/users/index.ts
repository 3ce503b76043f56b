// The users area's public entry: its screens, for the admin's routes (admin/index.ts `resourceScreens`).
import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { UserScreen, UsersScreen } from './UsersScreens.tsx';
import { usersResource } from './usersResource.tsx';

/** The users resource's screens, for the admin's routes. */
export const usersScreens = {
  resource: usersResource,
  list: UsersScreen,
  record: UserScreen,
} satisfies ResourceScreens<'users'>;
