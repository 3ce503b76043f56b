// Areas (the sales regions customers and companies belong to) as an admin resource (designed fields: docs/api.md).
import type { Area, AreaInput } from '@factory/api';
import { areaQueries } from '../../queries/index.ts';
import { definedResource } from '../generic/resource.ts';

interface AreaValues {
  name: string;
  code: string;
}

export const areasResource = definedResource<Area, AreaValues, AreaInput>('areas', {
  labels: { singular: 'area', plural: 'Areas' },
  title: (area) => area.name,
  queries: areaQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true, width: '2fr' },
    { key: 'code', header: 'Code', sortable: true },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text', description: 'Optional, e.g. “eu”.' },
  ],
  emptyValues: { name: '', code: '' },
  valuesOf: (area) => ({ name: area.name, code: area.code ?? '' }),
  inputOf: (values) => ({ name: values.name.trim(), code: values.code.trim() || null }),
});
