// An admin resource described once, as data: its calls, columns, form fields with their rules, permission area
// and labels. The generic list, record and create screens, their controllers and the stories all read it.
import type { AdminAreaTitle, CallOptions } from '@factory/api';
import type { DataTableColumn, Rule } from '@factory/ui';
import type { ChoicesQuery, ResourceQueries } from '../../queries/index.ts';

/** How a field is edited. */
export type FieldKind = 'text' | 'email' | 'password' | 'textarea' | 'switch' | 'select';

export interface ResourceField<Values> {
  /** The value's key, also the input's name (the server's 422 errors land on it). */
  name: keyof Values & string;
  label: string;
  kind: FieldKind;
  /** The spec's generic client rules (§5), checked on submit with their messages. */
  rules?: readonly Rule[];
  /** Help under the field. */
  description?: string;
  /** Only on the create form or only on the record form; on both by default. */
  only?: 'create' | 'edit';
  /** The choices of a `select`, loaded when the form opens (derived from their resource's own read). */
  options?: ChoicesQuery;
}

/** The changes a resource makes; `@factory/api`'s `crudCalls` instances fit as they are. */
export interface ResourceCalls<Row, Input, Created> {
  create(input: Input): Promise<Created>;
  update(id: number, input: Input): Promise<Row>;
  /** `signal`: a delete dialog's Cancel aborts the call. */
  remove(id: number, options?: CallOptions): Promise<void>;
}

export interface AdminResource<Row extends { id: number }, Values, Input, Created = Row> {
  /** The permission area: its action keys gate create, edit and delete; its title names the routes. */
  area: AdminAreaTitle;
  labels: {
    /** Lower case, for sentences: "user". */
    singular: string;
    /** The list's heading: "Users". */
    plural: string;
  };
  /** Names one record in headings, confirmations and toasts ("Sam Rivera"). */
  title: (row: Row) => string;
  calls: ResourceCalls<Row, Input, Created>;
  /** Its reads and what its changes refresh: the resource's query module. */
  queries: ResourceQueries<Row, number>;
  /** The list's columns; the first links to the record. */
  columns: readonly DataTableColumn<Row>[];
  fields: readonly ResourceField<Values>[];
  /** The create form's starting values. */
  emptyValues: Values;
  /** A record's values in the form. */
  valuesOf: (row: Row) => Values;
  /** What the form sends. */
  inputOf: (values: Values, mode: 'create' | 'edit') => Input;
}

/** Keeps a definition's types together (like react-admin's `<Resource>` registration). */
export const defineResource = <Row extends { id: number }, Values, Input, Created = Row>(
  resource: AdminResource<Row, Values, Input, Created>,
) => resource;
