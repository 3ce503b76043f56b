// Which paths of the site's origin the Laravel backend answers, stated once: the app's dev proxy, the local server,
// the mocks' scenarios and Storybook's unhandled-request check all read it.

/** The path prefixes the backend answers: the API, Sanctum's cookie, stored uploads and media. */
export const backendPathPrefixes = ['/api/', '/sanctum/', '/storage/', '/media/'] as const;

/** The session's paths: POST /login and DELETE /logout are the backend's; GET /login is the app's login screen. */
const sessionPaths = ['/login', '/logout'] as const;

/** Whether a path is the backend's (any method): under a backend prefix, or a session path. */
export const isBackendPath = (pathname: string) =>
  backendPathPrefixes.some((prefix) => pathname.startsWith(prefix)) ||
  (sessionPaths as readonly string[]).includes(pathname);

/** Whether a request is a call for the backend: a backend path, except the app's own GET of the login screen. */
export const isBackendCall = (method: string, pathname: string) =>
  isBackendPath(pathname) &&
  !((method === 'GET' || method === 'HEAD') && (sessionPaths as readonly string[]).includes(pathname));
