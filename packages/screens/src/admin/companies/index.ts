// The companies area's public entry: its screens, for the admin's routes (admin/index.ts `resourceScreens`).
import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { CompaniesScreen } from './CompaniesScreen.tsx';
import { companiesResource } from './companiesResource.tsx';

/** The companies resource's screens, for the admin's routes. */
export const companiesScreens = {
  resource: companiesResource,
  list: CompaniesScreen,
} satisfies ResourceScreens<'companies'>;
