// The landing page's navigation without a router: a hash of the page is a history entry of the same document
// (pushState), any other address is a new page load, as the landing is its own HTML page (landing.html).

import type { LandingLocation, LandingNavigationSource } from '@factory/screens/landing';

/** Whether `href` names the page at `current` (same path and query), so only its hash may change. */
export function isSamePage(href: string, current: string): boolean {
  const target = new URL(href, current);
  const here = new URL(current);
  return target.origin === here.origin && target.pathname === here.pathname && target.search === here.search;
}

// The history as React reads it: a new object on every navigation, so the same hash chosen again is a change too.
let snapshot: LandingLocation | undefined;
let visits = 0;
const listeners = new Set<() => void>();
const changed = () => {
  visits += 1;
  snapshot = { hash: window.location.hash, key: String(visits) };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', changed);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
};
// The prerendered HTML was painted for `/`, without a hash. Until the first navigation, a page without a hash answers
// that same object, so hydrating it renders nothing again.
const serverSnapshot: LandingLocation = { hash: '', key: 'server' };
const getSnapshot = () => {
  snapshot ??= window.location.hash === serverSnapshot.hash ? serverSnapshot : { hash: window.location.hash, key: '0' };
  return snapshot;
};

function navigate(href: string, options?: { replace?: boolean }) {
  if (!isSamePage(href, window.location.href)) {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  if (options?.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  changed();
}

/** The landing's navigation from the browser's own history. */
export const browserNavigation: LandingNavigationSource = {
  subscribe,
  location: getSnapshot,
  serverLocation: () => serverSnapshot,
  navigate,
};
