// Designed: the customer accounts that see the catalogue (confirm with the server team).
import { defineServerResource } from './define.ts';

export const customers = defineServerResource({
  area: { group: 'customer', title: 'customers', label: 'Customers' },
  singular: 'Customer',
  plural: 'Customers',
  path: '/api/customers',
  fields: {
    name: 'required|max:255',
    email: 'required|email|max:255',
    phone: 'max:50',
    company_id: 'nullable|integer',
    area_id: 'nullable|integer',
    product_access_type_id: 'nullable|integer',
    user_id: 'nullable|integer',
    is_active: 'boolean',
  },
  // Staff look a customer up by where it is and whose it is (`filter[area_id]`, `filter[company_id]`).
  list: { sort: { column: 'name', direction: 'ascending' }, filters: ['area_id', 'company_id'] },
  id: 'number',
  recycleBin: 'customer',
  recordPage: true,
});
