// Designed: the customers' companies, each optionally in an area (confirm with the server team).
import { defineServerResource } from './define.ts';

export const companies = defineServerResource({
  area: 'companies',
  singular: 'Company',
  plural: 'Companies',
  path: '/api/companies',
  fields: { name: 'required|max:255', code: 'max:20', country: 'max:100', area_id: 'integer' },
  list: { sort: { column: 'name', direction: 'ascending' }, filters: [] },
  id: 'number',
  recycleBin: 'company',
  recordPage: false,
  sidebar: { group: 'customer' },
});
