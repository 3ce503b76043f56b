// Code a page loads on demand (`import()`) fails to arrive when the visitor leaves the page meanwhile: the browser
// drops the request, and Firefox ("error loading dynamically imported module") and WebKit ("Importing a module
// script failed.") reject the import as the page goes. Nothing is left to show then, so such a load stays pending
// instead of failing into an unhandled rejection or the router's error screen; a failure while the visitor stays
// is passed on as before. The page counts as being left from `beforeunload` (WebKit fails the load before
// `pagehide`) unless a listener asked the visitor to stay (a form's "leave this page?"), and again from `pagehide`.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    leaving = true;
    // After every listener has run: one that kept the page (it prevented the default) may keep the visitor here.
    setTimeout(() => {
      if (event.defaultPrevented) leaving = false;
    });
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page is shown again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** `load` (an `import()`), except that a failure as the page is being left never settles. */
export function loadWhileHere<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch((error: unknown) => (leaving ? new Promise<T>(() => {}) : Promise.reject(error)));
}

/** Starts loading code before it is needed; a failure is the use's to show (it asks again then). */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
