import { forgetSession } from '@factory/screens';
import { Alert, Box } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAINTENANCE_ROLE_ID } from '../guards/access.ts';
import { useVisitor } from '../guards/RouteGuard.tsx';
import { hrefTo } from '../routes/links.ts';
import { startMaintenanceLogout } from './maintenance.ts';

/** Spec §4: a role-2 user sees a persistent notice everywhere and is logged out and sent to index after 5 s. */
export function MaintenanceNotice() {
  const visitor = useVisitor();
  const inMaintenance = visitor?.kind === 'user' && visitor.roleId === MAINTENANCE_ROLE_ID;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!inMaintenance) return;
    return startMaintenanceLogout(async () => {
      // The calls load when used (screens/queries/index.ts); a failed load or call still ends the session here.
      await import('@factory/api/calls/session').then(({ logout }) => logout()).catch(() => undefined);
      forgetSession(queryClient);
      navigate(hrefTo('index'));
    });
  }, [inMaintenance, queryClient, navigate]);

  if (!inMaintenance) return null;
  return (
    <Box padding="md">
      <Alert variant="warning" title="Maintenance in progress">
        Your account is paused while we carry out maintenance. You will be signed out in 5 seconds.
      </Alert>
    </Box>
  );
}
