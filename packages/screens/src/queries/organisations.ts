// Areas, companies and customers (the admin's customer group, designed calls in docs/api.md).
import {
  type Area,
  areaCalls,
  type Company,
  type Customer,
  companyCalls,
  customerCalls,
  getCustomerAccount,
} from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { choicesFrom } from './choices.ts';
import { pagedResource } from './resource.ts';

/** Every row by name: what choices and name lookups read. */
const byName = { perPage: 'all', sort: 'name' } as const;

// A customer shows its area and company, and a company its area: their changes reach those lists.
export const areaQueries = pagedResource<Area, number>('areas', areaCalls, ['companies', 'customers']);
export const allAreasQuery = areaQueries.list(byName);
export const areaChoices = choicesFrom(allAreasQuery, (a) => ({ id: a.id, label: a.name }));

export const companyQueries = pagedResource<Company, number>('companies', companyCalls, ['customers']);
export const allCompaniesQuery = companyQueries.list(byName);
export const companyChoices = choicesFrom(allCompaniesQuery, (c) => ({ id: c.id, label: c.name }));

// Folder access names customers; a customer's change reaches the documents area.
export const customerQueries = {
  ...pagedResource<Customer, number>('customers', customerCalls, ['operation-documents']),
  /** The login linked to a customer. */
  account: (id: number) =>
    queryOptions({ queryKey: ['customers', 'record', id, 'account'] as const, queryFn: () => getCustomerAccount(id) }),
};
export const allCustomersQuery = customerQueries.list(byName);
