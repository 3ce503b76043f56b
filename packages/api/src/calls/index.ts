// Every call, and the machine-readable list of their endpoints.
import { accessTypesEndpoints } from './accessTypes.ts';
import { categoriesEndpoints } from './categories.ts';
import { customersEndpoints } from './customers.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { enquiryEndpoints } from './enquiry.ts';
import { filtersEndpoints } from './filters.ts';
import { mediaEndpoints } from './media.ts';
import { notificationsEndpoints } from './notifications.ts';
import { operationDocumentsEndpoints } from './operationDocuments.ts';
import { productsEndpoints } from './products.ts';
import { reportsEndpoints } from './reports.ts';
import { resourceCalls } from './resourceCalls.ts';
import { rolesEndpoints } from './roles.ts';
import { sessionEndpoints } from './session.ts';
import { usersEndpoints } from './users.ts';
import { verificationEndpoints } from './verification.ts';
import { wishlistEndpoints } from './wishlist.ts';

export * from './accessTypes.ts';
export * from './categories.ts';
export { type CrudCalls, crudCalls, type ListParams, listQuery } from './crud.ts';
export * from './customers.ts';
export {
  type CallOptions,
  type EndpointDefinition,
  type EndpointPath,
  type EndpointSource,
  endpointSources,
} from './endpoint.ts';
export * from './enquiry.ts';
export * from './filters.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './operationDocuments.ts';
export * from './products.ts';
export * from './reports.ts';
export * from './resourceCalls.ts';
export * from './roles.ts';
export * from './session.ts';
export * from './users.ts';
export * from './verification.ts';
export * from './wishlist.ts';

/** Each resource's five calls under its title; a resource's own file may add calls to its group (users, roles). */
const resourceGroups = Object.fromEntries(
  Object.entries(resourceCalls).map(([title, calls]) => [title, calls.endpoints as Record<string, EndpointDefinition>]),
) as Record<keyof typeof resourceCalls, Record<string, EndpointDefinition>>;

const groups = {
  ...resourceGroups,
  session: sessionEndpoints,
  users: usersEndpoints,
  enquiry: enquiryEndpoints,
  notifications: notificationsEndpoints,
  operationDocuments: operationDocumentsEndpoints,
  categories: categoriesEndpoints,
  'product-item': productsEndpoints,
  verification: verificationEndpoints,
  wishlist: wishlistEndpoints,
  'product-filter': filtersEndpoints,
  roles: rolesEndpoints,
  customers: customersEndpoints,
  'product-access-types': accessTypesEndpoints,
  media: mediaEndpoints,
  reports: reportsEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

/** One call: `name` is the exported function that makes it, `group` the file it lives in. */
export interface Endpoint extends EndpointDefinition {
  name: string;
  group: keyof typeof groups;
}

/** Every call this package makes, for the mocks (a handler per endpoint) and docs/api.md. */
export const endpoints: readonly Endpoint[] = Object.entries(groups).flatMap(([group, definitions]) =>
  Object.entries(definitions).map(([name, definition]) => ({ ...definition, name, group: group as Endpoint['group'] })),
);
