// The sales areas (GET /api/areas): pages for the list, every area by name for choices and names.
import { type Area, resourceCalls } from '@factory/api';
import { choicesFrom } from './choices.ts';
import { allByName, pagedResource } from './resource.ts';

// A customer shows its area and company, and a company its area: their changes reach those lists.
export const areaQueries = pagedResource<Area, number>('areas', resourceCalls.areas, ['companies', 'customers']);

export const allAreasQuery = areaQueries.list(allByName);

export const areaChoices = choicesFrom('areas', allAreasQuery, (a) => ({ id: a.id, label: a.name }));
