// The customers area's public entry: its screens, for the admin's routes (admin/index.ts `resourceScreens`).
import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { CustomerScreen, CustomersScreen } from './CustomersScreens.tsx';
import { customersResource } from './customersResource.tsx';

/** The customers resource's screens, for the admin's routes. */
export const customersScreens = {
  resource: customersResource,
  list: CustomersScreen,
  record: CustomerScreen,
} satisfies ResourceScreens<'customers'>;
