// The shell area's public entry: what the admin's index and other areas may import.
export {
  AdminForbiddenScreen,
  AdminLayout,
  AdminOverviewScreen,
  AdminShell,
  AdminUnauthorizedScreen,
} from './AdminShell.tsx';
