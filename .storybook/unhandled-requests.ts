import { isBackendPath } from '@factory/api';

/** Requests no MSW handler answered during the current story (method and URL). */
export const unhandledRequests: string[] = [];

interface UnhandledFrame {
  frame: { data: unknown };
  defaults: { error(): void };
}

/**
 * MSW 3's `onUnhandledFrame`: Storybook's own files and the bundled assets are served by the dev server and pass
 * through; the backend's paths and every other host are recorded (the story then fails) and answered with an error.
 */
export function onUnhandledFrame({ frame, defaults }: UnhandledFrame) {
  const request = (frame.data as { request?: Request }).request;
  if (!request) return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === globalThis.location.origin;
  // Paths on our own origin that belong to the backend must always be mocked.
  if (sameOrigin && !isBackendPath(url.pathname)) return;
  unhandledRequests.push(`${request.method} ${url.href}`);
  defaults.error();
}
