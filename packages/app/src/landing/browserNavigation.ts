// The landing page's navigation without a router: a hash of the page is a history entry of the same document
// (pushState), any other address is a new page load, as the landing is its own HTML page (landing.html).

import type { LandingNavigation } from '@factory/screens/landing';
import { useMemo, useSyncExternalStore } from 'react';

/** Whether `href` names the page at `current` (same path and query), so only its hash may change. */
export function isSamePage(href: string, current: string): boolean {
  const target = new URL(href, current);
  const here = new URL(current);
  return target.origin === here.origin && target.pathname === here.pathname && target.search === here.search;
}

// The history as React reads it: a new object on every navigation, so the same hash chosen again is a change too.
let snapshot: LandingNavigation['location'] | undefined;
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
const getSnapshot = () => {
  snapshot ??= { hash: window.location.hash, key: '0' };
  return snapshot;
};
// The prerendered HTML was painted for `/`, without a hash.
const serverSnapshot: LandingNavigation['location'] = { hash: '', key: 'server' };
const getServerSnapshot = () => serverSnapshot;

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

/** The landing's `LandingNavigation` from the browser's own history. */
export function useBrowserNavigation(): LandingNavigation {
  const location = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => ({ location, navigate }), [location]);
}
