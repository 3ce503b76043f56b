// Designed: the sales areas as an admin resource (confirm with the server team).
import { type Area, areaSchema } from '../schemas/people.ts';
import { crudCalls } from './crud.ts';

export type AreaInput = Omit<Area, 'id'>;

export const areaCalls = crudCalls<AreaInput, typeof areaSchema, 'Area', 'Areas'>({
  singular: 'Area',
  plural: 'Areas',
  path: '/api/areas',
  item: areaSchema,
});
export const { list: getAreas, get: getArea, create: createArea, update: updateArea, remove: deleteArea } = areaCalls;

export const areasEndpoints = areaCalls.endpoints;
