// The recycle bin of the mock backend: every DELETE of a record moves the row here (Laravel's soft delete,
// `deleted_at`, plus who deleted it); restore puts it back, purge removes it for good.
import type { RecycleBinType } from '@factory/api';
import { db, now } from './db.ts';

/** A row that can be binned: deleted while `deleted_at` is set. */
type BinnableRow = { id: number | string; deleted_at?: string | null };

/**
 * Who deleted each binned row, by the row object (a db reset makes new rows, so it starts afresh; the answers never
 * carry this column by accident). Seeded deletions have no entry: the fixtures do not say who deleted them.
 */
const deleters = new WeakMap<object, string>();

/** Moves a row to the recycle bin: stamped now, by `by` (the signed-in user). Answers `undefined` (no response). */
export function toRecycleBin(row: BinnableRow, by: { name: string } | undefined): undefined {
  row.deleted_at = now();
  if (by) deleters.set(row, by.name);
  else deleters.delete(row);
  return undefined;
}

/** Puts a binned row back where it was. */
export function restoreFromBin(row: BinnableRow): void {
  row.deleted_at = null;
  deleters.delete(row);
}

const deletedBy = (row: BinnableRow): string | null => deleters.get(row) ?? null;

/** The table of each record type the bin holds, and how an entry is titled. */
const binTables: Record<RecycleBinType, { rows: () => BinnableRow[]; title: (row: never) => string }> = {
  product: { rows: () => db.products, title: (row: { title: string }) => row.title },
  category: { rows: () => db.categories, title: (row: { title: string }) => row.title },
  filter: { rows: () => db.filters, title: (row: { title: string }) => row.title },
  user: { rows: () => db.users, title: (row: { name: string }) => row.name },
  customer: { rows: () => db.customers, title: (row: { name: string }) => row.name },
  area: { rows: () => db.areas, title: (row: { name: string }) => row.name },
  company: { rows: () => db.companies, title: (row: { name: string }) => row.name },
};

/** Ids in a server's key order: numbers by value, product codes as text (SQL's binary order; never the locale's). */
const byId = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

/**
 * The binned rows of a type, newest deletion first, as the recycle bin answers them; rows deleted at the same moment
 * by id, as a server orders them (the table's own order is no order).
 */
export function binnedEntries(type: RecycleBinType) {
  const { rows, title } = binTables[type];
  return rows()
    .filter((row) => Boolean(row.deleted_at))
    .map((row) => ({
      id: row.id,
      type,
      title: title(row as never),
      deleted_at: row.deleted_at as string,
      deleted_by: deletedBy(row),
    }))
    .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || byId(a.id, b.id));
}

/** A binned row of a type by the id in the URL. */
export const binnedRow = (type: RecycleBinType, id: string | undefined) =>
  binTables[type].rows().find((row) => String(row.id) === id && Boolean(row.deleted_at));

/** Removes a binned row for good. */
export function purge(type: RecycleBinType, row: BinnableRow): void {
  const rows = binTables[type].rows();
  rows.splice(rows.indexOf(row), 1);
}
