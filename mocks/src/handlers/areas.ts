// The sales areas: the areas area's CRUD.
import { db } from '../db.ts';
import { crudRoutes } from './crud.ts';

export const areaHandlers = [
  ...crudRoutes({
    path: '/api/areas',
    area: 'areas',
    rows: () => db.areas,
    rules: () => ({ name: ['required', 'max:255'], code: ['max:10'] }),
    create: (input) => ({ name: String(input.name).trim(), code: (input.code as string) || null }),
  }),
];
