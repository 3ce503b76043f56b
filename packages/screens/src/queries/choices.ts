// A select's choices, derived with `select` from the resource's own read: never cached under a key of their own.
import type { AdminAreaTitle, Page } from '@factory/api';
import type { SelectOption } from '@factory/ui';
import { queryOptions } from '@tanstack/react-query';

/** The query a select field loads its choices from. */
// biome-ignore lint/suspicious/noExplicitAny: the read's own shape (a page or an array) is the source's business.
export type ChoicesQuery = ReturnType<typeof queryOptions<any, Error, SelectOption[], readonly unknown[]>>;

type Read<Data> = ReturnType<typeof queryOptions<Data, Error, Data, readonly unknown[]>>;

const rowsOf = <Row>(data: Row[] | Page<Row>): Row[] => (Array.isArray(data) ? data : data.items);

/** The admin area whose records a read lists: reading them needs its view key (the server answers 403 without). */
export const readAreaOf = (query: { meta?: Record<string, unknown> }): AdminAreaTitle | undefined =>
  query.meta?.readArea as AdminAreaTitle | undefined;

/**
 * Choices from a read of the `area`'s rows, with optional leading choices ("Any area"). The area travels with the
 * query (`readAreaOf`), so a form asks for the choices only when the user may read them.
 */
export function choicesFrom<Row>(
  area: AdminAreaTitle,
  read: Read<Row[]> | Read<Page<Row>>,
  toChoice: (row: Row) => SelectOption,
  leading: readonly SelectOption[] = [],
): ChoicesQuery {
  return queryOptions({
    ...(read as Read<Row[] | Page<Row>>),
    meta: { readArea: area },
    select: (data: Row[] | Page<Row>) => [...leading, ...rowsOf(data).map(toChoice)],
  });
}
