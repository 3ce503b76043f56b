// Applies `pagePlace.ts` to the window: the scroll and the focus after each change of address. React Router's
// <ScrollRestoration> was measured first: it resets to the top on every new history entry, so paging, sorting or
// searching a list (each a new address) jumped to the top, and it moves no focus; see docs/decisions/page-place.md.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { type FocusMark, focusMarkOf, isMarked, placeAfterNavigation } from './pagePlace.ts';

/** How long a page may take to draw what is looked for (its heading, the row left): its data's first load. */
const drawLimitMs = 5000;

/** Calls `found` with what `find` returns once the page has drawn it (now, or as the page changes); returns a stop. */
function whenDrawn<T>(find: () => T | undefined, found: (thing: T) => void): () => void {
  const now = find();
  if (now !== undefined) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const thing = find();
    if (thing === undefined) return;
    stop();
    found(thing);
  });
  const timer = setTimeout(() => stop(), drawLimitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

const pageHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focus moved to `element` without scrolling, unless the person has put it somewhere else meanwhile. */
function focusUnlessMoved(element: HTMLElement, before: Element | null) {
  const now = document.activeElement;
  if (now !== null && now !== document.body && now !== before) return;
  // A heading is not a control: focusable by script only, so Tab still starts from it.
  if (!element.hasAttribute('tabindex') && element.tagName !== 'A') element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

interface Place {
  y: number;
  focus: FocusMark | undefined;
}

/**
 * A new page opens at its top with focus on its heading (a screen reader reads where it is); Back or Forward returns
 * to the scroll and the focused link the page was left with; a change of query only (a list's page, sort, search)
 * moves nothing.
 */
export function usePagePlace() {
  const location = useLocation();
  const kind = useNavigationType();
  const shown = useRef(location);
  const places = useRef(new Map<string, Place>());
  // Read from events, not at the change: by then the new page is drawn and the old one's scroll and focus are gone.
  const scrollY = useRef(0);
  const focused = useRef<FocusMark | undefined>(undefined);
  const stopWaiting = useRef<() => void>(() => undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      scrollY.current = window.scrollY;
    };
    const onFocus = (event: FocusEvent) => {
      focused.current = focusMarkOf(event.target instanceof Element ? event.target : null);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      stopWaiting.current();
    };
  }, []);

  useLayoutEffect(() => {
    const from = shown.current;
    if (from.key === location.key) return;
    shown.current = location;
    places.current.set(from.key, { y: scrollY.current, focus: focused.current });
    const action = placeAfterNavigation(kind, from.pathname, location.pathname);
    if (action === 'keep') return;
    stopWaiting.current();
    const before = document.activeElement;
    const place = action === 'restore' ? places.current.get(location.key) : undefined;
    if (!place) {
      window.scrollTo(0, 0);
      scrollY.current = 0;
      stopWaiting.current = whenDrawn(
        () => pageHeading() ?? undefined,
        (heading) => focusUnlessMoved(heading, before),
      );
      return;
    }
    // The page gone back to draws from the cache, or after its data: wait until it is tall enough to scroll back.
    const tallEnough = () => document.documentElement.scrollHeight - window.innerHeight >= place.y;
    const { focus } = place;
    const target = () => {
      if (!tallEnough()) return undefined;
      const marked = focus && [...document.querySelectorAll('a[href]')].find((link) => isMarked(link, focus));
      if (marked) return marked as HTMLElement;
      return focus ? undefined : (pageHeading() ?? undefined);
    };
    stopWaiting.current = whenDrawn(target, (element) => {
      window.scrollTo(0, place.y);
      scrollY.current = place.y;
      focusUnlessMoved(element, before);
    });
  }, [location, kind]);
}
