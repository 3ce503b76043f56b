import { type AdminAction, type AdminAreaTitle, actionKey, adminAreaByTitle } from '@factory/api';
import type { Session } from '../db.ts';
import type { UserRecord } from '../fixtures/index.ts';
import { sessionFrom, userOf, xsrfHeaderName } from '../session.ts';
import { errorResponse, type Input, readInput, validationResponse } from './laravel.ts';
import { type Endpoint, parseEndpoint, type RouteContext, route } from './route.ts';

/** Who may call an endpoint: anyone, any logged-in user, or a user holding one admin action key. */
export type Access = 'public' | 'user' | { area: AdminAreaTitle; action: AdminAction };

interface ApiContext<U extends UserRecord | undefined> extends RouteContext {
  session: Session | undefined;
  user: U;
  /** The body's fields (JSON, multipart or urlencoded); empty for GET. */
  input: Input;
  query: URLSearchParams;
}

/** The permission key an access rule asks for. */
export function keyFor(access: Exclude<Access, 'public' | 'user'>): string {
  return actionKey(adminAreaByTitle(access.area), access.action);
}

/**
 * The middleware of every backend call, in Laravel's order: the anti-forgery check on a mutating call (419),
 * then authentication (401), then the permission key (403); only then the resolver runs.
 */
async function guard(
  endpoint: Endpoint,
  access: Access,
  context: RouteContext,
): Promise<Response | { session: Session | undefined; user: UserRecord | undefined; input: Input }> {
  const session = sessionFrom(context.cookies);
  if (parseEndpoint(endpoint).method !== 'GET') {
    const token = context.request.headers.get(xsrfHeaderName);
    if (!session || token !== session.csrfToken) return errorResponse(419);
  }
  const user = userOf(session);
  if (access !== 'public') {
    if (!user) return errorResponse(401);
    if (access !== 'user' && !user.permissions_keys.includes(keyFor(access))) return errorResponse(403);
  }
  try {
    return { session, user, input: await readInput(context.request) };
  } catch {
    return validationResponse({ body: ['The request body could not be read.'] });
  }
}

/** An endpoint anyone may call (the partner enquiry, the session calls). */
export function publicRoute(
  endpoint: Endpoint,
  resolver: (context: ApiContext<UserRecord | undefined>) => Response | Promise<Response>,
) {
  return route(endpoint, async (context) => {
    const passed = await guard(endpoint, 'public', context);
    if (passed instanceof Response) return passed;
    return resolver({ ...context, ...passed, query: context.url.searchParams });
  });
}

/** An endpoint for logged-in users, optionally needing an admin action key. */
export function apiRoute(
  endpoint: Endpoint,
  access: Exclude<Access, 'public'>,
  resolver: (context: ApiContext<UserRecord>) => Response | Promise<Response>,
) {
  return route(endpoint, async (context) => {
    const passed = await guard(endpoint, access, context);
    if (passed instanceof Response) return passed;
    const { user } = passed;
    if (!user) throw new Error('guard() lets no anonymous request through to an apiRoute');
    return resolver({ ...context, ...passed, user, query: context.url.searchParams });
  });
}
