// Customer accounts (GET /api/customers) and what belongs to one.
import { type Customer, customerCalls, getCustomerAccount } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { allByName, pagedResource } from './resource.ts';

// Folder access names customers; a customer's change reaches the documents area.
export const customerQueries = {
  ...pagedResource<Customer, number>('customers', customerCalls, ['operation-documents']),
  /** The login linked to a customer. */
  account: (id: number) =>
    queryOptions({
      queryKey: ['customers', 'record', id, 'account'] as const,
      queryFn: ({ signal }) => getCustomerAccount(id, { signal }),
    }),
};

export const allCustomersQuery = customerQueries.list(allByName);
