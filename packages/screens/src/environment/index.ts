export type { ProfileTab } from '../catalog/index.ts';
export { isAbsoluteUrl, useLinkHref } from './linkHref.ts';
export {
  type ScreenEnvironment,
  ScreenEnvironmentProvider,
  type ScreenRoutes,
  useScreenEnvironment,
} from './ScreenEnvironment.tsx';
