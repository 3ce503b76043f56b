// The Sanctum session: security cookie, login, logout and the current user (spec §4, §7).
import { csrfCookiePath } from '../http/request.ts';
import { resource } from '../schemas/common.ts';
import { type LoginForm, type User, userSchema } from '../schemas/people.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

export const sessionEndpoints = {
  getCsrfCookie: spec('GET', csrfCookiePath),
  login: spec('POST', '/login'),
  logout: spec('DELETE', '/logout'),
  getCurrentUser: spec('GET', '/api/user'),
};

/** Optional relations of a user, sent as query flags. */
export interface UserIncludes {
  includeAreasData?: boolean;
  includeCompaniesData?: boolean;
  /** Designed: the ranges a restricted customer is shown (`access_data`). */
  includeAccessData?: boolean;
}

/** Asks Sanctum for a fresh `XSRF-TOKEN` cookie. */
export async function getCsrfCookie(): Promise<void> {
  await callEndpoint(sessionEndpoints.getCsrfCookie, anyBody);
}

/** The security cookie first, then the credentials (multipart, `remember` as 1/0). */
export async function login(form: LoginForm): Promise<void> {
  await getCsrfCookie();
  await callEndpoint(sessionEndpoints.login, anyBody, { body: form });
}

export async function logout(): Promise<void> {
  await callEndpoint(sessionEndpoints.logout, anyBody);
}

/** The logged-in user (`data.data` of GET /api/user); a 401 means nobody is logged in. */
export function getCurrentUser(includes: UserIncludes = {}, { signal }: CallOptions = {}): Promise<User> {
  return callEndpoint(sessionEndpoints.getCurrentUser, resource(userSchema), { query: includes, signal }).then(dataOf);
}
