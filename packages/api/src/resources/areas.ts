// Designed: the sales areas customers and companies belong to (confirm with the server team).
import { defineServerResource } from './define.ts';

export const areas = defineServerResource({
  area: 'areas',
  singular: 'Area',
  plural: 'Areas',
  path: '/api/areas',
  fields: { name: 'required|max:255', code: 'max:10' },
  list: { sort: { column: 'name', direction: 'ascending' }, filters: [] },
  id: 'number',
  recycleBin: 'area',
  recordPage: false,
  sidebar: { group: 'customer' },
});
