// Areas (the sales regions customers and companies belong to) as an admin resource (designed fields: docs/api.md).
import { type Area, type AreaInput, areaCalls } from '@factory/api';
import { areaQueries } from '../../queries/index.ts';
import { defineResource } from '../generic/resource.ts';

export interface AreaValues {
  name: string;
  code: string;
}

export const areasResource = defineResource<Area, AreaValues, AreaInput>({
  area: 'areas',
  labels: { singular: 'area', plural: 'Areas' },
  title: (area) => area.name,
  calls: areaCalls,
  queries: areaQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true, width: '2fr' },
    { key: 'code', header: 'Code', sortable: true },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rules: ['required', 'max:255'] },
    { name: 'code', label: 'Code', kind: 'text', rules: ['max:10'], description: 'Optional, e.g. “eu”.' },
  ],
  emptyValues: { name: '', code: '' },
  valuesOf: (area) => ({ name: area.name, code: area.code ?? '' }),
  inputOf: (values) => ({ name: values.name.trim(), code: values.code.trim() || null }),
});
