// Companies (the customers' firms, each in an area) as an admin resource (designed fields: docs/api.md).
import { type Company, type CompanyInput, companyCalls } from '@factory/api';
import { areaChoices, companyQueries } from '../../queries/index.ts';
import { defineResource } from '../generic/resource.ts';

export interface CompanyValues {
  name: string;
  code: string;
  country: string;
  area_id: number | null;
}

export const companiesResource = defineResource<Company, CompanyValues, CompanyInput>({
  area: 'companies',
  labels: { singular: 'company', plural: 'Companies' },
  title: (company) => company.name,
  calls: companyCalls,
  queries: companyQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true, width: '2fr' },
    { key: 'code', header: 'Code', sortable: true },
    { key: 'country', header: 'Country', sortable: true },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rules: ['required', 'max:255'] },
    { name: 'code', label: 'Code', kind: 'text', rules: ['max:20'] },
    { name: 'country', label: 'Country', kind: 'text', rules: ['max:100'] },
    { name: 'area_id', label: 'Area', kind: 'select', options: areaChoices },
  ],
  emptyValues: { name: '', code: '', country: '', area_id: null },
  valuesOf: (company) => ({
    name: company.name,
    code: company.code ?? '',
    country: company.country ?? '',
    area_id: company.area_id,
  }),
  inputOf: (values) => ({
    name: values.name.trim(),
    code: values.code.trim() || null,
    country: values.country.trim() || null,
    area_id: values.area_id === null ? null : Number(values.area_id),
  }),
});
