// Product access types (spec §2 product-access-types, §7 designed calls): which categories of the catalogue a
// customer with the type may see and order from. The server answers the whole list; it is paged here.
import type { ProductAccessType, ProductAccessTypeInput } from '@factory/api';
import { useQuery } from '@tanstack/react-query';
import { accessTypeQueries, categoriesQuery } from '../../queries/index.ts';
import { definedResource } from '../generic/resource.ts';
import { categoryChoices, grantSummary } from './grants.ts';

interface AccessTypeValues {
  title: string;
  description: string;
}

/** Every category, flattened, for naming what a type grants: derived from the catalogue's own tree. */
export const categoryChoicesQuery = { ...categoriesQuery, select: categoryChoices };

/** "Sees 3 categories: …", once the categories have loaded. */
export function GrantText({ categoryIds }: { categoryIds: readonly number[] }) {
  const choices = useQuery(categoryChoicesQuery);
  if (!choices.data) return `${categoryIds.length} categories`;
  return grantSummary(categoryIds, choices.data);
}

export const accessTypesResource = definedResource<ProductAccessType, AccessTypeValues, ProductAccessTypeInput>(
  'product-access-types',
  {
    labels: { singular: 'access type', plural: 'Access types' },
    title: (type) => type.title,
    queries: accessTypeQueries,
    columns: [
      { key: 'title', header: 'Access type', sortable: true },
      {
        key: 'category_ids',
        header: 'What its customers see',
        width: '3fr',
        cell: (type) => <GrantText categoryIds={type.category_ids} />,
      },
    ],
    fields: [
      { name: 'title', label: 'Name', kind: 'text' },
      {
        name: 'description',
        label: 'Description',
        kind: 'textarea',
        description: 'For staff: who this access type is meant for.',
      },
    ],
    emptyValues: { title: '', description: '' },
    valuesOf: (type) => ({ title: type.title, description: type.description ?? '' }),
    // A new type starts with no categories; an edit leaves them out so the server keeps them (designed).
    inputOf: (values, mode) => ({
      title: values.title.trim(),
      description: values.description.trim() === '' ? null : values.description.trim(),
      ...(mode === 'create' ? { category_ids: [] } : {}),
    }),
  },
);
