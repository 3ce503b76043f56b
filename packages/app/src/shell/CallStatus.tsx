import { type CallSnapshot, callState } from '@factory/api';
import { Alert, Box, Spinner } from '@factory/ui';
import { useSyncExternalStore } from 'react';
import * as styles from './CallStatus.css.ts';
import { callStatusView } from './callStatus.ts';

// Prerendered HTML (and so the first, hydrating render) shows no call in flight.
const idle: CallSnapshot = { loading: false, error: null };
const serverSnapshot = () => idle;

/**
 * The spec's call helper made visible (§4): a small named progress indicator while any call is in flight, and a
 * notice while the server cannot be reached (it goes once any call succeeds).
 */
export function CallStatus() {
  const { busy, unreachable } = callStatusView(
    useSyncExternalStore(callState.subscribe, callState.getSnapshot, serverSnapshot),
  );
  return (
    <>
      {busy && (
        // A status, not page content: it comes and goes with any call (a list's next page fetched ahead, a link
        // pointed at), and belongs to no landmark. Its spinner has no text, so nothing is read out as it comes.
        <div role="status" className={styles.indicator}>
          <Spinner size="sm" label="Talking to the server" />
        </div>
      )}
      {unreachable && (
        <Box padding="md">
          <Alert variant="danger" title="No connection">
            {unreachable}
          </Alert>
        </Box>
      )}
    </>
  );
}
