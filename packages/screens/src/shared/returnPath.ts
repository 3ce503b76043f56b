// Where a login may send the user back to. Only a path of this site, and only one the app asked for, is
// followed: a crafted `?next=https://evil.example` or `//evil.example` never leaves the site (no open redirect).

const sameOrigin = 'http://same-origin.invalid';

/**
 * `next` as a same-origin path with its query (`/verify-product?token=…`) when its path is one of `allowedPaths`;
 * otherwise null. Protocol-relative (`//host`), backslash (`/\host`) and absolute URLs fail the origin check.
 */
export function safeReturnPath(next: string | null | undefined, allowedPaths: readonly string[]): string | null {
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, sameOrigin);
  } catch {
    return null;
  }
  if (url.origin !== sameOrigin || !allowedPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
