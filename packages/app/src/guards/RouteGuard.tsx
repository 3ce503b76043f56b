import { currentUserQuery } from '@factory/screens';
import { Spinner, Stack } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { config } from '../config.ts';
import type { RouteDef } from '../routes/routeTable.ts';
import { decideAccess, redirectHref, type Visitor, visitorOf } from './access.ts';

/** The signed-in user as the guards see it, refreshed in the background so permission changes apply. */
export function useVisitor(): Visitor | undefined {
  const { data, isPending } = useQuery({ ...currentUserQuery, refetchInterval: config.userRefreshMs });
  if (isPending) return undefined;
  return visitorOf(data ?? null);
}

/** Renders the route's screen, or redirects as the route table's guard decides. */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const visitor = useVisitor();
  const location = useLocation();
  if (route.guard === 'public') return children;
  if (!visitor) {
    return (
      <Stack padding="xxl" align="center">
        <Spinner label="Checking your session" showLabel />
      </Stack>
    );
  }
  const access = decideAccess(route, visitor);
  if (access.kind === 'allow') return children;
  return (
    <Navigate
      to={redirectHref(route, access, `${location.pathname}${location.search}`)}
      replace
      state={{ from: location.pathname }}
    />
  );
}
