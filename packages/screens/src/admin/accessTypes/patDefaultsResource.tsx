// Access type defaults (spec §2 pat-defaults, §7 designed calls): the access type a new customer of an area or
// company gets unless set otherwise. No record route: the list adds and edits in a dialog.
import {
  createPatDefault,
  deletePatDefault,
  getAreas,
  getCompanies,
  getPatDefaults,
  getProductAccessTypes,
  type PatDefault,
  type PatDefaultInput,
  updatePatDefault,
} from '@factory/api';
import { defineResource } from '../generic/resource.ts';
import { clientPage } from './clientPage.ts';

export interface PatDefaultValues {
  product_access_type_id: number | null;
  /** 0 is "any area" (none). */
  area_id: number;
  /** 0 is "any company" (none). */
  company_id: number;
}

/** The query keys the defaults screen and the access type record share. */
export const patDefaultsQueries = {
  list: ['admin', 'pat-defaults', 'all'] as const,
  areas: { queryKey: ['admin', 'areas', 'options'] as const },
  companies: { queryKey: ['admin', 'companies', 'options'] as const },
};

const findDefault = async (id: number) => {
  const row = (await getPatDefaults()).find((d) => d.id === id);
  if (!row) throw new Error(`No default ${id}`);
  return row;
};

export const patDefaultsResource = defineResource<PatDefault, PatDefaultValues, PatDefaultInput, PatDefault>({
  area: 'pat-defaults',
  labels: { singular: 'default', plural: 'Access type defaults' },
  title: () => 'The default',
  calls: {
    list: async (params = {}) => clientPage(await getPatDefaults(), params, { searchText: () => '' }),
    get: findDefault,
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
      options: {
        queryKey: ['admin', 'product-access-types', 'options'],
        load: async () => (await getProductAccessTypes()).map((t) => ({ id: t.id, label: t.title })),
      },
    },
    {
      name: 'area_id',
      label: 'Area',
      kind: 'select',
      description: 'New customers of this area get the access type.',
      options: {
        queryKey: ['admin', 'areas', 'select'],
        load: async () => [
          { id: 0, label: 'Any area' },
          ...(await getAreas({ perPage: 'all', sort: 'name' })).items.map((a) => ({ id: a.id, label: a.name })),
        ],
      },
    },
    {
      name: 'company_id',
      label: 'Company',
      kind: 'select',
      description: 'Or new customers of this company; both set means customers of that company in that area.',
      options: {
        queryKey: ['admin', 'companies', 'select'],
        load: async () => [
          { id: 0, label: 'Any company' },
          ...(await getCompanies({ perPage: 'all', sort: 'name' })).items.map((c) => ({ id: c.id, label: c.name })),
        ],
      },
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
