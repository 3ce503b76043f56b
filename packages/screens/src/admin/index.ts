// @factory/screens/admin: the admin shell, the generic resource screens and the areas built on them.
export * from './generic/index.ts';
export { PermissionsScreen } from './permissions/PermissionsScreen.tsx';
export { RoleScreen, RolesScreen } from './roles/RolesScreens.tsx';
export {
  AdminForbiddenScreen,
  AdminLayout,
  AdminOverviewScreen,
  AdminShell,
  AdminUnauthorizedScreen,
} from './shell/AdminShell.tsx';
export { UserScreen, UsersScreen } from './users/UsersScreens.tsx';
