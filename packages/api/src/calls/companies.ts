// Designed: the customers' companies as an admin resource (confirm with the server team).
import { type Company, companySchema } from '../schemas/people.ts';
import { crudCalls } from './crud.ts';

export type CompanyInput = Omit<Company, 'id'>;

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

export const companiesEndpoints = companyCalls.endpoints;
