import { MapTilesProvider, ScreenEnvironmentProvider, useErrorNavigation, useLinkHref } from '@factory/screens';
import { ToastProvider } from '@factory/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useNavigate } from 'react-router-dom';
import { config } from '../config.ts';
import { screenRoutes } from '../routes/links.ts';
import { CallStatus } from './CallStatus.tsx';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { usePagePlace } from './usePagePlace.ts';

const environment = { routes: screenRoutes };

/**
 * The frame of every page: client-side navigation for React Aria links, the screens' environment, toasts, the
 * global call status, the maintenance notice, where a page opens (scroll and focus), and the one error-navigation rule for 401 and 404 from any call (spec §4, §8).
 */
export function Root() {
  const navigate = useNavigate();
  useErrorNavigation(screenRoutes);
  usePagePlace();

  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <ScreenEnvironmentProvider value={environment}>
        <MapTilesProvider tiles={config.mapTiles}>
          <ToastProvider>
            <CallStatus />
            <MaintenanceNotice />
            <Outlet />
          </ToastProvider>
        </MapTilesProvider>
      </ScreenEnvironmentProvider>
    </AriaRouterProvider>
  );
}
