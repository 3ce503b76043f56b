// What the app shows of the spec's call helper (§4): a loading flag while any call is in flight, and the last error.
import { ApiError, type CallSnapshot } from '@factory/api';

interface CallStatusView {
  /** Show the global progress indicator. */
  busy: boolean;
  /**
   * The last error, shown app-wide only when the server could not be reached at all: that affects every page and
   * background refreshes would otherwise fail silently. Other errors are shown by the screen that made the call.
   */
  unreachable: string | null;
}

export function callStatusView({ loading, error }: CallSnapshot): CallStatusView {
  return {
    busy: loading,
    unreachable: error instanceof ApiError && error.kind === 'network' ? error.message : null,
  };
}
