// The access type a new customer of an area or company gets (GET /api/pat-defaults), answered whole.
import { getPatDefaults, type PatDefault } from '@factory/api';
import { wholeResource } from './resource.ts';

const findDefault = async (id: number, options: { signal: AbortSignal }) => {
  const row = (await getPatDefaults(options)).find((d) => d.id === id);
  if (!row) throw new Error(`No default ${id}`);
  return row;
};

export const patDefaultQueries = wholeResource<PatDefault, number>(
  'pat-defaults',
  { whole: getPatDefaults, get: findDefault },
  { searchText: () => '' },
);
