// Written by `npm run generate` (scripts/generate.ts) from the resource definitions: do not edit.
import { areasScreens } from './areas/index.ts';
import { companiesScreens } from './companies/index.ts';
import { customersScreens } from './customers/index.ts';
import type { AllResourceScreens } from './generic/resourceScreens.ts';
import { rolesScreens } from './roles/index.ts';
import { usersScreens } from './users/index.ts';

/**
 * The screens of each list-and-record resource with the generic pages, by its title (its folder's `index.ts`): the
 * app's admin routes map over it. A folder missing, or a page its definition asks for, is a type error.
 */
export const resourceScreens: AllResourceScreens = {
  users: usersScreens,
  roles: rolesScreens,
  areas: areasScreens,
  companies: companiesScreens,
  customers: customersScreens,
};
