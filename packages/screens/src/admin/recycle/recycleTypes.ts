// The record types of the recycle bin, as the screens name them (plain data, unit-tested): each tab is the bin type's
// resource, by the plural its definition gives.
import { allDefinitions, type RecycleBinType, recycleBinTypes } from '@factory/api';

/** The tabs of the recycle bin, in the server's order of bin types: the catalogue first, then people. */
export const recycleTypes: readonly RecycleBinType[] = recycleBinTypes;

/** The tab's and heading's word for a bin type: its resource's plural ("Products"). */
export function recycleTypePlural(type: RecycleBinType): string {
  const definition = allDefinitions.find(({ recycleBin }) => recycleBin === type);
  if (!definition) throw new Error(`No resource's deletes go to the bin as ${type}`);
  return definition.plural;
}

/** The type a `?type=` search value names; products when it names none. */
export function recycleTypeOf(value: string | null): RecycleBinType {
  return recycleTypes.find((type) => type === value) ?? 'product';
}

/** Who deleted a record, as the table says it. */
export const deletedByText = (name: string | null) => name ?? 'Not recorded';
