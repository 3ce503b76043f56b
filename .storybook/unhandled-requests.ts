/** Requests no MSW handler answered during the current story (method and URL). */
export const unhandledRequests: string[] = [];

/** Paths on our own origin that belong to the backend: these must always be mocked. */
const backendPath = /^\/(api|sanctum|login$|logout$|storage|media)\b/;

/**
 * Storybook's own files and the bundled assets are served by the dev server and pass through;
 * the backend's paths and every other host are recorded (and fail the story) and answered with an error.
 */
export function onUnhandledRequest(request: Request, print: { error(): void }) {
  const url = new URL(request.url);
  const sameOrigin = url.origin === globalThis.location.origin;
  if (sameOrigin && !backendPath.test(url.pathname)) return;
  unhandledRequests.push(`${request.method} ${url.href}`);
  print.error();
}
