import { type ReactNode, Suspense, useEffect } from 'react';
import { partShownEvent } from './partShown.ts';

/** Placed last inside a Suspense boundary: tells the page (see `partShownEvent`) once that boundary has committed. */
export function PartShown() {
  useEffect(() => void window.dispatchEvent(new Event(partShownEvent)), []);
  return null;
}

/**
 * A part of a page the server drew that React takes over on its own: a Suspense boundary in the server's HTML is
 * hydrated in a pass and commit of its own, after the page around it, so a long list's or a filter panel's effects
 * do not join the rest in one long task on a slow phone. Nothing inside suspends; a page drawn in the browser renders
 * it as its children.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartShown />
    </Suspense>
  );
}
