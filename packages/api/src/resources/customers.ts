// Designed: the customer accounts that see the catalogue (confirm with the server team).
import { defineServerResource } from './define.ts';

export const customers = defineServerResource({
  area: 'customers',
  singular: 'Customer',
  plural: 'Customers',
  path: '/api/customers',
  fields: {
    name: 'required|max:255',
    email: 'required|email|max:255',
    phone: 'max:50',
    company_id: 'integer',
    area_id: 'integer',
    product_access_type_id: 'integer',
    user_id: 'integer',
    is_active: '',
  },
  // Staff look a customer up by where it is and whose it is (`filter[area_id]`, `filter[company_id]`).
  list: { sort: { column: 'name', direction: 'ascending' }, filters: ['area_id', 'company_id'] },
  id: 'number',
  recycleBin: 'customer',
  recordPage: true,
  sidebar: { group: 'customer' },
});
