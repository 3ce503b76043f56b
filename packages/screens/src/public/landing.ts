// The landing page, for its own page entry (`@factory/screens/landing`): no router, no query cache, no API schemas.
export { LandingScreen } from './LandingScreen/LandingScreen.tsx';
export {
  type LandingLocation,
  LandingNavigationProvider,
  type LandingNavigationSource,
} from './LandingScreen/landingNavigation.tsx';
