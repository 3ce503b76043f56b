// Whether React has finished hydrating the prerendered page (the public routes are prerendered at build time).
import { startTransition, useEffect, useState } from 'react';

/**
 * False while React hydrates the prerendered page (the hydrating render must match the HTML, painted before any
 * script ran), true after. Set in a transition, so the render it causes yields to the browser: an immediate
 * re-render kept a slow phone busy for half a second on the landing page.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
