import { MapTilesProvider, ScreenEnvironmentProvider } from '@factory/screens';
import { LandingNavigationProvider, LandingScreen } from '@factory/screens/landing';
import { config } from '../config.ts';
import { screenRoutes } from '../routes/links.ts';
import { CallStatus } from '../shell/CallStatus.tsx';
import { browserNavigation } from './browserNavigation.ts';

const environment = { routes: screenRoutes };

/**
 * The landing page `/` as its own page (landing.html): the landing screen without the router app. Its links go
 * through the browser's history (a section's hash stays on the page, other pages load anew), and it shows the
 * global call status as every page does. Rendered by the entry (hydration) and by the build's prerender alike.
 * No React Aria router: the landing's links are the browser's own (NativeLink), moved by `browserNavigation`.
 */
export function LandingPage() {
  return (
    <ScreenEnvironmentProvider value={environment}>
      <LandingNavigationProvider source={browserNavigation}>
        <MapTilesProvider tiles={config.mapTiles}>
          <CallStatus />
          <LandingScreen />
        </MapTilesProvider>
      </LandingNavigationProvider>
    </ScreenEnvironmentProvider>
  );
}
