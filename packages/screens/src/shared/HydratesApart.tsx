import { type ReactNode, Suspense, use, useEffect } from 'react';
import { partShownEvent } from './partShown.ts';

/** Placed last inside a Suspense boundary: tells the page (see `partShownEvent`) once that boundary has committed. */
export function PartShown() {
  useEffect(() => void window.dispatchEvent(new Event(partShownEvent)), []);
  return null;
}

// While the app takes over a page the server drew, each part first waits for this (one task). React then hydrates the
// parts as retries of a suspended boundary, which it renders a few milliseconds at a time, instead of in the pass after
// the page around them, which it renders in one go (its hydration of a boundary the HTML left for later is not
// time-sliced): a list of 24 cards or a filter panel was one long task on a slow phone.
let takeover: Promise<void> | null = null;

/** Called by the app just before it hydrates a page the server drew, so that `HydratesApart` parts come after it. */
export function hydratePartsLater(): void {
  takeover = new Promise<void>((resolve) => setTimeout(resolve)).then(() => {
    takeover = null;
  });
}

function AfterTakeover() {
  if (takeover) use(takeover);
  return null;
}

/**
 * A part of a page the server drew that React takes over on its own: a Suspense boundary in the server's HTML is
 * hydrated in a render and commit of its own, after the page around it, and a little at a time (`hydratePartsLater`),
 * so a long list's or a filter panel's hydration and effects do not make one long task on a slow phone. The server's
 * HTML stays as it is meanwhile. A page drawn in the browser renders it as its children.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterTakeover />
      {children}
      <PartShown />
    </Suspense>
  );
}
