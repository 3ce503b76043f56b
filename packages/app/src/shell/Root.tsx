import { configureApi } from '@factory/api';
import { currentUserQuery, MapTilesProvider, ScreenEnvironmentProvider, useLinkHref } from '@factory/screens';
import { ToastProvider } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { config } from '../config.ts';
import { hrefTo, screenRoutes } from '../routes/links.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';

/**
 * The frame of every page: client-side navigation for React Aria links, the screens' environment, toasts, the
 * maintenance notice, and the app's answers to 401 and 404 from any call (spec §4, §8).
 */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The API hooks outlive renders; they read the current path from here.
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  const environment = useMemo(() => {
    const toNotFound = () => navigate(hrefTo('notFound'), { replace: true });
    // A 401 logs the user out and sends them to login, unless they are on the landing page (index).
    const onUnauthenticated = () => {
      if (pathname.current === hrefTo('index')) return;
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      if (pathname.current !== hrefTo('login')) navigate(hrefTo('login'));
    };
    return { routes: screenRoutes, onNotFound: toNotFound, onUnauthenticated };
  }, [navigate, queryClient]);

  useEffect(() => {
    configureApi({ onUnauthorized: environment.onUnauthenticated, onNotFound: environment.onNotFound });
  }, [environment]);

  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <ScreenEnvironmentProvider value={environment}>
        <MapTilesProvider tiles={config.mapTiles}>
          <ToastProvider>
            <MaintenanceNotice />
            <Outlet />
          </ToastProvider>
        </MapTilesProvider>
      </ScreenEnvironmentProvider>
    </AriaRouterProvider>
  );
}
