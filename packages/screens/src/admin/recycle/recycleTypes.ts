// The record types of the recycle bin, as the screens name them (plain data, unit-tested).
import type { RecycleBinType } from '@factory/api';

interface RecycleTypeLabels {
  /** The tab's and heading's word, plural: "Products". */
  plural: string;
}

/** The tabs of the recycle bin, in order: the catalogue first, then people and organisations. */
export const recycleTypeLabels: Record<RecycleBinType, RecycleTypeLabels> = {
  product: { plural: 'Products' },
  category: { plural: 'Categories' },
  filter: { plural: 'Filters' },
  user: { plural: 'Users' },
  customer: { plural: 'Customers' },
  area: { plural: 'Areas' },
  company: { plural: 'Companies' },
};

export const recycleTypes = Object.keys(recycleTypeLabels) as RecycleBinType[];

/** The type a `?type=` search value names; products when it names none. */
export function recycleTypeOf(value: string | null): RecycleBinType {
  return recycleTypes.find((type) => type === value) ?? 'product';
}

/** Who deleted a record, as the table says it. */
export const deletedByText = (name: string | null) => name ?? 'Not recorded';
