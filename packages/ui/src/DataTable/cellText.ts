import type { DataTableColumn } from './dataTableTypes.ts';

/** A row value as a cell shows it: a date in the locale's short form, nothing for null. */
export function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

/** A row's name from its first column's value, for columns that show a row property. */
export function firstValueOf<Row>(columns: readonly DataTableColumn<Row>[]): (row: Row) => string {
  const first = columns[0]?.key;
  return (row) => (first === undefined ? '' : display((row as Record<string, unknown>)[first]));
}
