// A select's choices, derived with `select` from the resource's own read: never cached under a key of their own.
import type { Page } from '@factory/api';
import type { SelectOption } from '@factory/ui';
import { queryOptions } from '@tanstack/react-query';

/** The query a select field loads its choices from. */
// biome-ignore lint/suspicious/noExplicitAny: the read's own shape (a page or an array) is the source's business.
export type ChoicesQuery = ReturnType<typeof queryOptions<any, Error, SelectOption[], readonly unknown[]>>;

type Read<Data> = ReturnType<typeof queryOptions<Data, Error, Data, readonly unknown[]>>;

const rowsOf = <Row>(data: Row[] | Page<Row>): Row[] => (Array.isArray(data) ? data : data.items);

/** Choices from a read of rows, with optional leading choices ("Any area"). */
export function choicesFrom<Row>(
  read: Read<Row[]> | Read<Page<Row>>,
  toChoice: (row: Row) => SelectOption,
  leading: readonly SelectOption[] = [],
): ChoicesQuery {
  return queryOptions({
    ...(read as Read<Row[] | Page<Row>>),
    select: (data: Row[] | Page<Row>) => [...leading, ...rowsOf(data).map(toChoice)],
  });
}
