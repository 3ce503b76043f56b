/**
 * A cookie jar for Node clients, which have no browser to keep cookies: its `fetch` sends the stored cookies
 * and stores every `Set-Cookie` it receives (honouring `Max-Age=0` removals), and `readCookie` reads them the
 * way @factory/api reads `document.cookie`. Pass both to `configureApi` in tests.
 */
export interface CookieJar {
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
  /** The `Cookie` header value the jar sends now. */
  header: () => string;
  clear: () => void;
}

export function createCookieJar(baseFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)): CookieJar {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const store = (setCookie: string) => {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a));
    if (expired) cookies.delete(name);
    else cookies.set(name, value);
  };
  return {
    async fetch(input, init) {
      const request = new Request(input, init);
      if (cookies.size > 0) request.headers.set('Cookie', header());
      const response = await baseFetch(request);
      for (const cookie of response.headers.getSetCookie()) store(cookie);
      return response;
    },
    readCookie: (name) => cookies.get(name),
    header,
    clear: () => cookies.clear(),
  };
}
