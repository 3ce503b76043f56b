// Whether React has finished hydrating the prerendered page (the public routes are prerendered at build time).
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered page, true afterwards: the hydrating render must match the HTML, which
 * was painted before any script ran (session unknown, no event handlers attached).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * As `useHydrated`, but set in a transition, so the render it causes yields to the browser: the immediate re-render
 * `useHydrated` forces kept a slow phone busy for half a second on the landing page.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
