// Customers (the accounts that see the catalogue) as an admin resource (designed fields: docs/api.md).
import type { Customer, CustomerInput } from '@factory/api';
import { accessTypeChoices, areaChoices, companyChoices, customerQueries } from '../../queries/index.ts';
import { definedResource } from '../generic/resource.ts';

interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  company_id: number | null;
  area_id: number | null;
  product_access_type_id: number | null;
  is_active: boolean;
  /** The login linked to the account: kept as it is (not a field of the form). */
  user_id: number | null;
}

export const customersResource = definedResource<Customer, CustomerValues, CustomerInput>('customers', {
  labels: { singular: 'customer', plural: 'Customers' },
  title: (customer) => customer.name,
  queries: customerQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'email', header: 'Email', sortable: true, width: '2fr' },
    { key: 'phone', header: 'Phone' },
    { key: 'is_active', header: 'Active', sortable: true, cell: (c) => (c.is_active ? 'Active' : 'Inactive') },
  ],
  // Staff look a customer up by where it is and whose it is; kept in the address (`?area_id=4&company_id=4`) and
  // sent as @factory/api's customer filters (`filter[area_id]`, `filter[company_id]`).
  filters: [
    { key: 'area_id', label: 'Area', choices: areaChoices },
    { key: 'company_id', label: 'Company', choices: companyChoices },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'company_id', label: 'Company', kind: 'select', options: companyChoices },
    { name: 'area_id', label: 'Area', kind: 'select', options: areaChoices },
    { name: 'product_access_type_id', label: 'Product access type', kind: 'select', options: accessTypeChoices },
    { name: 'is_active', label: 'Active (may log in)', kind: 'switch' },
  ],
  emptyValues: {
    name: '',
    email: '',
    phone: '',
    company_id: null,
    area_id: null,
    product_access_type_id: null,
    is_active: true,
    user_id: null,
  },
  valuesOf: (c) => ({
    name: c.name,
    email: c.email,
    phone: c.phone ?? '',
    company_id: c.company_id,
    area_id: c.area_id,
    product_access_type_id: c.product_access_type_id,
    is_active: c.is_active,
    user_id: c.user_id,
  }),
  inputOf: (values) => ({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    company_id: values.company_id === null ? null : Number(values.company_id),
    area_id: values.area_id === null ? null : Number(values.area_id),
    product_access_type_id: values.product_access_type_id === null ? null : Number(values.product_access_type_id),
    user_id: values.user_id,
    is_active: values.is_active,
  }),
});
