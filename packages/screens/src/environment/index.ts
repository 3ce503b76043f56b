export type { ProfileTab } from '../catalog/ProfileScreen/profileTabs.ts';
export { isAbsoluteUrl, useLinkHref } from './linkHref.ts';
export {
  type ScreenEnvironment,
  ScreenEnvironmentProvider,
  type ScreenRoutes,
  useScreenEnvironment,
} from './ScreenEnvironment.tsx';
