// Designed: areas, companies and customers as admin resources (confirm with the server team).
import {
  type Area,
  areaSchema,
  type Company,
  type Customer,
  companySchema,
  customerSchema,
} from '../schemas/people.ts';
import { crudCalls } from './crud.ts';

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

export const organisationsEndpoints = {
  ...areaCalls.endpoints,
  ...companyCalls.endpoints,
  ...customerCalls.endpoints,
};
