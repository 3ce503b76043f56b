// Companies (the customers' firms, each in an area) as an admin resource (designed fields: docs/api.md).
import type { Company, CompanyInput } from '@factory/api';
import { areaChoices, companyQueries } from '../../queries/index.ts';
import { definedResource } from '../generic/resource.ts';

interface CompanyValues {
  name: string;
  code: string;
  country: string;
  area_id: number | null;
}

export const companiesResource = definedResource<Company, CompanyValues, CompanyInput>('companies', {
  labels: { singular: 'company', plural: 'Companies' },
  title: (company) => company.name,
  queries: companyQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true, width: '2fr' },
    { key: 'code', header: 'Code', sortable: true },
    { key: 'country', header: 'Country', sortable: true },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'country', label: 'Country', kind: 'text' },
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
