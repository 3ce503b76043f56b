// Designed: customer accounts as an admin resource, and what belongs to one (confirm with the server team).
import * as z from 'zod/mini';
import { wishlistItemSchema } from '../schemas/catalog.ts';
import { resource } from '../schemas/common.ts';
import { operationDocumentFolderSchema } from '../schemas/documents.ts';
import { userSchema } from '../schemas/people.ts';
import { type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';
import { resourceCalls } from './resourceCalls.ts';

export const customerCalls = resourceCalls.customers;
/**
 * Designed: the customers list's filters (`GET /api/customers?filter[area_id]=4&filter[company_id]=4`): the accounts
 * of that area and of that company, both when both are given. Pass the query as `getCustomers`' `extra`.
 */
const customerFiltersSchema = z.object({
  area_id: z.optional(z.number()),
  company_id: z.optional(z.number()),
});
type CustomerFilters = z.infer<typeof customerFiltersSchema>;

/** The list query's part for `filters` (Laravel query-builder's `filter[field]` convention). */
export function customerFilterQuery(filters: CustomerFilters): Record<string, number> {
  const checked = customerFiltersSchema.parse(filters);
  return Object.fromEntries(
    Object.entries(checked)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([field, value]) => [`filter[${field}]`, value]),
  );
}

export const {
  list: getCustomers,
  get: getCustomer,
  create: createCustomer,
  update: updateCustomer,
  remove: deleteCustomer,
} = customerCalls;

/**
 * Designed: what belongs to a customer account, read-only for the customer screen: the users who log in for it,
 * their wishlist and the operation-document folders they may see (the same folders `/api/my-documents` gives them).
 */
const customerAccountSchema = z.object({
  users: z.array(userSchema),
  wishlist: z.array(wishlistItemSchema),
  documents: z.array(operationDocumentFolderSchema),
});
type CustomerAccount = z.infer<typeof customerAccountSchema>;

export const customersEndpoints = {
  ...customerCalls.endpoints,
  getCustomerAccount: designed('GET', '/api/customers/{id}/account'),
};

export function getCustomerAccount(id: number, { signal }: CallOptions = {}): Promise<CustomerAccount> {
  return callEndpoint(customersEndpoints.getCustomerAccount, resource(customerAccountSchema), {
    signal,
    params: { id },
  }).then(dataOf);
}
