import { currentUserQuery } from '@factory/screens';
import { Spinner, Stack } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { config } from '../config.ts';
import type { RouteDef } from '../routes/routeTable.ts';
import { decideAccess, type NoAccessPage, redirectHref, type Visitor, visitorOf } from './access.ts';

const checking = (
  <Stack padding="xxl" align="center">
    <Spinner label="Checking your session" showLabel />
  </Stack>
);

// With the public screens (login): a rare page, so it costs the catalogue's first load nothing.
const FirstPasswordScreen = lazy(async () => ({
  default: (await import('@factory/screens/public')).FirstPasswordScreen,
}));
// The admin's own pages, in the admin bundle the route loads anyway.
const noAccessScreens = {
  unauthorizedAccess: lazy(async () => ({ default: (await import('@factory/screens/admin')).AdminUnauthorizedScreen })),
  forbiddenAccess: lazy(async () => ({ default: (await import('@factory/screens/admin')).AdminForbiddenScreen })),
} satisfies Record<NoAccessPage, unknown>;

/** The signed-in user as the guards see it, refreshed in the background so permission changes apply. */
export function useVisitor(): Visitor | undefined {
  const { data, isPending } = useQuery({ ...currentUserQuery, refetchInterval: config.userRefreshMs });
  if (isPending) return undefined;
  return visitorOf(data ?? null);
}

/**
 * Renders the route's screen, or what the route table's guard decides instead: the first-time password change or
 * an admin area's no-access page in place (the address keeps naming the page asked for), or a redirect.
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const visitor = useVisitor();
  const location = useLocation();
  if (route.guard === 'public') return children;
  if (!visitor) return checking;
  const access = decideAccess(route, visitor);
  if (access.kind === 'allow') return children;
  if (access.kind === 'changePassword') {
    return (
      <Suspense fallback={checking}>
        <FirstPasswordScreen />
      </Suspense>
    );
  }
  if (access.kind === 'noAccess') {
    const NoAccess = noAccessScreens[access.page];
    return (
      <Suspense fallback={checking}>
        <NoAccess area={route.permission} />
      </Suspense>
    );
  }
  return (
    <Navigate
      to={redirectHref(route, access, `${location.pathname}${location.search}`)}
      replace
      state={{ from: location.pathname }}
    />
  );
}
