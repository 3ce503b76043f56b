// How the landing page reads its address and moves, without a router: the landing's own entry answers from the
// browser's history (full page loads for other pages), the stories from their memory router.
import { createContext, type ReactNode, useContext } from 'react';

export interface LandingNavigation {
  /** The URL's hash (`#about`), and a key that changes with every navigation, also to the same hash. */
  location: { hash: string; key: string };
  /** Goes to an address: a hash of this page stays on it; another page is loaded. */
  navigate(href: string, options?: { replace?: boolean }): void;
}

const NavigationContext = createContext<LandingNavigation | null>(null);

export function LandingNavigationProvider({ value, children }: { value: LandingNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useLandingNavigation(): LandingNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('The landing page needs a LandingNavigationProvider (its entry or the story).');
  return navigation;
}
