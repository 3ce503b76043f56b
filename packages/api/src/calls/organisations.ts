// Designed: areas, companies and customers as admin resources (confirm with the server team).

import * as z from 'zod/mini';
import { wishlistItemSchema } from '../schemas/catalog.ts';
import { resource } from '../schemas/common.ts';
import { operationDocumentFolderSchema } from '../schemas/documents.ts';
import {
  type Area,
  areaSchema,
  type Company,
  type Customer,
  companySchema,
  customerSchema,
  userSchema,
} from '../schemas/people.ts';
import { crudCalls } from './crud.ts';
import { callEndpoint, dataOf, designed } from './endpoint.ts';

export type AreaInput = Omit<Area, 'id'>;
export type CompanyInput = Omit<Company, 'id'>;
export type CustomerInput = Omit<Customer, 'id'>;

export const areaCalls = crudCalls<AreaInput, typeof areaSchema, 'Area', 'Areas'>({
  singular: 'Area',
  plural: 'Areas',
  path: '/api/areas',
  item: areaSchema,
});
export const { list: getAreas, get: getArea, create: createArea, update: updateArea, remove: deleteArea } = areaCalls;

export const companyCalls = crudCalls<CompanyInput, typeof companySchema, 'Company', 'Companies'>({
  singular: 'Company',
  plural: 'Companies',
  path: '/api/companies',
  item: companySchema,
});
export const {
  list: getCompanies,
  get: getCompany,
  create: createCompany,
  update: updateCompany,
  remove: deleteCompany,
} = companyCalls;

export const customerCalls = crudCalls<CustomerInput, typeof customerSchema, 'Customer', 'Customers'>({
  singular: 'Customer',
  plural: 'Customers',
  path: '/api/customers',
  item: customerSchema,
});
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
export const customerAccountSchema = z.object({
  users: z.array(userSchema),
  wishlist: z.array(wishlistItemSchema),
  documents: z.array(operationDocumentFolderSchema),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

export const organisationsEndpoints = {
  ...areaCalls.endpoints,
  ...companyCalls.endpoints,
  ...customerCalls.endpoints,
  getCustomerAccount: designed('GET', '/api/customers/{id}/account'),
};

export function getCustomerAccount(id: number): Promise<CustomerAccount> {
  return callEndpoint(organisationsEndpoints.getCustomerAccount, resource(customerAccountSchema), {
    params: { id },
  }).then(dataOf);
}
