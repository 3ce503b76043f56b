// The spec's call helper state: loading while a request is in flight, the last error kept until a call succeeds.
// A framework-free store: React reads it with useSyncExternalStore(subscribe, getSnapshot).
import { ApiError, apiErrorMessages } from './ApiError.ts';

export interface CallSnapshot {
  /** True while at least one tracked call is in flight. */
  loading: boolean;
  /** The error of the last failed call; null again after a call succeeds. */
  error: ApiError | null;
}

interface CallState {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes, as useSyncExternalStore requires. */
  getSnapshot(): CallSnapshot;
  /** Tracks a call: returns its promise unchanged (usable as a TanStack Query queryFn's result). */
  track<T>(call: Promise<T>): Promise<T>;
}

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError({ status: 0, kind: 'network', message: apiErrorMessages.network, cause: error });

export function createCallState(): CallState {
  const listeners = new Set<() => void>();
  let inFlight = 0;
  let snapshot: CallSnapshot = { loading: false, error: null };

  const publish = (error: ApiError | null) => {
    snapshot = { loading: inFlight > 0, error };
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async track(call) {
      inFlight += 1;
      publish(snapshot.error);
      try {
        const result = await call;
        inFlight -= 1;
        publish(null);
        return result;
      } catch (error) {
        inFlight -= 1;
        publish(asApiError(error));
        throw error;
      }
    },
  };
}

/** The state of every call made through the HTTP helper (the spec's global call helper). */
export const callState = createCallState();
