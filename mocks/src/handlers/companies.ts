// The customers' companies: the companies area's CRUD.
import { db } from '../db.ts';
import { exists, numberOrNull } from './common.ts';
import { crudRoutes } from './crud.ts';

export const companyHandlers = [
  ...crudRoutes({
    path: '/api/companies',
    area: 'companies',
    rows: () => db.companies,
    rules: () => ({
      name: ['required', 'max:255'],
      code: ['max:20'],
      country: ['max:100'],
      area_id: [exists(() => db.areas)],
    }),
    create: (input) => ({
      name: String(input.name).trim(),
      code: (input.code as string)?.trim() || null,
      country: (input.country as string)?.trim() || null,
      area_id: numberOrNull(input.area_id),
    }),
  }),
];
