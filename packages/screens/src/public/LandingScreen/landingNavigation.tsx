// How the landing page reads its address and moves, without a router: the landing's own entry answers from the
// browser's history (full page loads for other pages), the stories from their memory router.
//
// The context holds a store that never changes, not the location: a context value that changes re-renders every
// part of the page under it, and React client-renders a prerendered part that has not hydrated yet (its HTML is
// replaced by its fallback). Only the components that read the location render again when it changes.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

export interface LandingLocation {
  /** The URL's hash (`#about`), and a key that changes with every navigation, also to the same hash. */
  hash: string;
  key: string;
}

export interface LandingNavigation {
  location: LandingLocation;
  /** Goes to an address: a hash of this page stays on it; another page is loaded. */
  navigate(href: string, options?: { replace?: boolean }): void;
}

/** Where the landing's location comes from: a store in the `useSyncExternalStore` shape, and how it moves. */
export interface LandingNavigationSource {
  subscribe(onChange: () => void): () => void;
  /** The current location; the same object until it changes. */
  location(): LandingLocation;
  /** The location the prerendered HTML was painted at. */
  serverLocation(): LandingLocation;
  navigate: LandingNavigation['navigate'];
}

const NavigationContext = createContext<LandingNavigationSource | null>(null);

export function LandingNavigationProvider({
  source,
  children,
}: {
  source: LandingNavigationSource;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={source}>{children}</NavigationContext.Provider>;
}

/** The navigation's source (stable): for a component that only moves, without rendering again on every move. */
export function useLandingNavigationSource(): LandingNavigationSource {
  const source = useContext(NavigationContext);
  if (!source) throw new Error('The landing page needs a LandingNavigationProvider (its entry or the story).');
  return source;
}

/** The location (the component renders again when it changes) and `navigate`. */
export function useLandingNavigation(): LandingNavigation {
  const source = useLandingNavigationSource();
  const location = useSyncExternalStore(source.subscribe, source.location, source.serverLocation);
  return { location, navigate: source.navigate };
}
