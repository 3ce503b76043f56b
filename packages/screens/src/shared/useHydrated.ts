// Whether React has finished hydrating the prerendered page (the public routes are prerendered at build time).
import { useSyncExternalStore } from 'react';

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
