// Filters and their choices (spec §3 Filter, §7 Filters), managed on the product-filter routes (marked obsolete in
// the spec, see docs/decisions.md "Admin: access types and filters"). The server answers the whole list, in order.
import {
  createFilter,
  deleteFilter,
  type Filter,
  type FilterInput,
  updateFilter,
  updateFiltersTable,
} from '@factory/api';
import { filterQueries } from '../../queries/index.ts';
import { defineResource, type ListReorder } from '../generic/resource.ts';

export interface FilterValues {
  title: string;
  description: string;
}

/** The order customers see the filters in: the list is dragged, and every filter is sent with its place. */
export const filterOrder: ListReorder<Filter> = { orderName: 'order customers see', save: updateFiltersTable };

export const filtersResource = defineResource<Filter, FilterValues, FilterInput, Filter>({
  area: 'product-filter',
  labels: { singular: 'filter', plural: 'Filters' },
  title: (filter) => filter.title,
  queries: filterQueries,
  calls: {
    create: createFilter,
    update: updateFilter,
    remove: deleteFilter,
  },
  reorder: filterOrder,
  columns: [{ key: 'title', header: 'Filter' }],
  fields: [
    { name: 'title', label: 'Name', kind: 'text', rules: ['required', 'max:255'] },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      rules: ['max:1000'],
      description: 'What the filter sorts products by, e.g. “Where the piece can stand.”',
    },
  ],
  emptyValues: { title: '', description: '' },
  valuesOf: (filter) => ({ title: filter.title, description: filter.description ?? '' }),
  inputOf: (values) => ({
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
  }),
});
