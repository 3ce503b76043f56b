// The anti-forgery token: Laravel sets it URL-encoded in the `XSRF-TOKEN` cookie; it goes back decoded in a header.

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** The raw value of one cookie in a `Cookie`/`document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The browser's cookie reader; outside a browser there are no cookies. */
export function readDocumentCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : cookieValue(document.cookie, name);
}

/** The token to send: the cookie's value URL-decoded (kept as is if it is not valid URL encoding). */
export function decodeXsrfToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
