// Counts the calls a story's page makes to one endpoint, before the mock API answers them, so a play function can
// assert that a press sent exactly one request.
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';

export interface RequestsSeen {
  readonly count: number;
}

/**
 * Starts counting `method path` (MSW's path pattern, e.g. `/api/customers/:id`) on the story's worker; the mock API
 * still answers each one (a resolver that returns nothing passes the request on). Call it in the story's `beforeEach`.
 */
export function countRequests(
  msw: Pick<SetupWorker, 'use'>,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
): RequestsSeen {
  const seen = { count: 0 };
  msw.use(
    http[method](path, () => {
      seen.count += 1;
    }),
  );
  return seen;
}
