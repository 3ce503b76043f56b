export {
  type ScreenEnvironment,
  ScreenEnvironmentProvider,
  type ScreenRoutes,
  useScreenEnvironment,
} from './ScreenEnvironment.tsx';
