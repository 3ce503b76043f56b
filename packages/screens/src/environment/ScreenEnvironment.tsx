import type { AdminAreaTitle } from '@factory/api';
import { createContext, type ReactNode, useContext } from 'react';
import type { ProfileTab } from '../catalog/index.ts';

/**
 * Where things are. Screens link and navigate through these builders, so route paths stay the app's knowledge
 * (the app implements them from its page list; Storybook uses the same implementation). Each builder is named after
 * the page it links to, the name the app's page list gives it (the app's type check holds the two together).
 */
export interface ScreenRoutes {
  index(hash?: string): string;
  login(): string;
  catalog(): string;
  category(id: number, sub?: number): string;
  /** The search page's results for `q` (`/catalog/products?q=`). */
  productSearch(q: string, page?: number): string;
  product(id: string | number): string;
  wishlist(): string;
  /** The compare page of these products (`/catalog/compare?ids=`). */
  compare(ids: readonly string[]): string;
  profile(tab?: ProfileTab): string;
  profileDocumentsFolder(id: number): string;
  /** The verification link of a token. */
  verifyProduct(token: string): string;
  notFound(): string;
  /** The admin overview; with an area, its page; with an id too, that record (`'new'`: the create form). */
  admin(area?: AdminAreaTitle, id?: number | string): string;
}

export interface ScreenEnvironment {
  routes: ScreenRoutes;
}

const EnvironmentContext = createContext<ScreenEnvironment | null>(null);

export function ScreenEnvironmentProvider({ value, children }: { value: ScreenEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useScreenEnvironment(): ScreenEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment)
    throw new Error('Screens need a ScreenEnvironmentProvider (given by the app or the story decorator).');
  return environment;
}
