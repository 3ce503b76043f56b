// Filters and their choices (spec §3 Filter, §7 Filters), managed on the product-filter routes (marked obsolete in
// the spec, see docs/decisions.md "Admin: access types and filters"). The server answers the whole list, in order.
import { type Filter, type FilterInput, updateFiltersTable } from '@factory/api';
import { filterQueries } from '../../queries/index.ts';
import { definedResource, type ListReorder } from '../generic/resource.ts';

interface FilterValues {
  title: string;
  description: string;
}

/** The order customers see the filters in: the list is dragged, and every filter is sent with its place. */
export const filterOrder: ListReorder<Filter> = { orderName: 'order customers see', save: updateFiltersTable };

export const filtersResource = definedResource<Filter, FilterValues, FilterInput>('product-filter', {
  labels: { singular: 'filter', plural: 'Filters' },
  title: (filter) => filter.title,
  queries: filterQueries,
  reorder: filterOrder,
  columns: [{ key: 'title', header: 'Filter' }],
  fields: [
    { name: 'title', label: 'Name', kind: 'text' },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
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
