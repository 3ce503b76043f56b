// Access type defaults (spec §2 pat-defaults, §7 designed calls): the access type a new customer of an area or
// company gets unless set otherwise. No record route: the list adds and edits in a dialog.
import {
  createPatDefault,
  deletePatDefault,
  type PatDefault,
  type PatDefaultInput,
  updatePatDefault,
} from '@factory/api';
import {
  accessTypeChoices,
  allAreasQuery,
  allCompaniesQuery,
  choicesFrom,
  patDefaultQueries,
} from '../../queries/index.ts';
import { defineResource } from '../generic/resource.ts';

interface PatDefaultValues {
  product_access_type_id: number | null;
  /** 0 is "any area" (none). */
  area_id: number;
  /** 0 is "any company" (none). */
  company_id: number;
}

export const patDefaultsResource = defineResource<PatDefault, PatDefaultValues, PatDefaultInput, PatDefault>({
  area: 'pat-defaults',
  labels: { singular: 'default', plural: 'Access type defaults' },
  title: () => 'The default',
  queries: patDefaultQueries,
  calls: {
    create: createPatDefault,
    update: updatePatDefault,
    remove: deletePatDefault,
  },
  columns: [],
  fields: [
    {
      name: 'product_access_type_id',
      label: 'Access type',
      kind: 'select',
      rules: ['required'],
      options: accessTypeChoices,
    },
    {
      name: 'area_id',
      label: 'Area',
      kind: 'select',
      description: 'New customers of this area get the access type.',
      options: choicesFrom('areas', allAreasQuery, (a) => ({ id: a.id, label: a.name }), [
        { id: 0, label: 'Any area' },
      ]),
    },
    {
      name: 'company_id',
      label: 'Company',
      kind: 'select',
      description: 'Or new customers of this company; both set means customers of that company in that area.',
      options: choicesFrom('companies', allCompaniesQuery, (c) => ({ id: c.id, label: c.name }), [
        { id: 0, label: 'Any company' },
      ]),
    },
  ],
  emptyValues: { product_access_type_id: null, area_id: 0, company_id: 0 },
  valuesOf: (row) => ({
    product_access_type_id: row.product_access_type_id,
    area_id: row.area_id ?? 0,
    company_id: row.company_id ?? 0,
  }),
  inputOf: (values) => ({
    product_access_type_id: Number(values.product_access_type_id),
    area_id: values.area_id === 0 ? null : values.area_id,
    company_id: values.company_id === 0 ? null : values.company_id,
  }),
});
