// Reordering, a capability of a resource's list: where a row stands in the whole list, and the data-table rows
// (`PUT /api/data-table/…` with `sort_order`) that save a new order. Every ordered resource counts places from 1.
import type { TableQuery } from '@factory/ui';
import type { RecordId } from '../../queries/index.ts';

/** One data-table row of an order: the record goes to this 1-based place of the list's own order. */
export interface PlacedRow<Id extends RecordId> {
  id: Id;
  sort_order: number;
}

/**
 * The rows that put these records at consecutive places from `first`: a whole new order (`placedRows(ids)`) or one
 * record moved on a server-paged list (`placedRows([id], place)`).
 */
export const placedRows = <Id extends RecordId>(ids: readonly Id[], first = 1): PlacedRow<Id>[] =>
  ids.map((id, index) => ({ id, sort_order: first + index }));

/** Rows can be moved only in the list's own order: unsorted and unsearched. */
export const canReorder = (query: TableQuery) => query.sort === null && query.search.trim() === '';

/** The 1-based place in the whole list of a row of the shown page. */
export function placeOf(query: TableQuery, indexOnPage: number): number {
  return (query.pageSize === 'all' ? 0 : (query.page - 1) * query.pageSize) + indexOnPage + 1;
}
