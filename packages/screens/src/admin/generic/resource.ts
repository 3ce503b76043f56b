// An admin resource described once, as data: its calls, columns, form fields with their rules, permission area
// and labels. The generic list, record and create screens, their controllers and the stories all read it.
import {
  type AdminAreaTitle,
  type CallOptions,
  type DefinedResourceTitle,
  definedResources,
  type FieldRules,
  type ListSort,
  recordId,
  resourceCalls,
  type ServerResource,
  type User,
} from '@factory/api';
import type { DataTableColumn } from '@factory/ui';
import type { ComponentType, ReactNode } from 'react';
import { type ChoicesQuery, pagedResource, type RecordId, type ResourceQueries } from '../../queries/index.ts';
import type { ResourceFormProps } from './ResourceForm.tsx';
import type { PlacedRow } from './reorder.ts';

/** How a field is edited; `custom` by the field's own `render`. */
export type FieldKind = 'text' | 'email' | 'password' | 'textarea' | 'switch' | 'select' | 'custom';

/** What a `custom` field's `render` is given: its value, like any field's, and the record (none when creating). */
interface CustomFieldProps<Value, Row> {
  value: Value;
  onChange: (value: Value) => void;
  isReadOnly: boolean;
  row: Row | undefined;
}

export interface ResourceField<Values, Row = unknown> {
  /** The value's key, also the input's name (the server's 422 errors land on it). */
  name: keyof Values & string;
  label: string;
  kind: FieldKind;
  /** Its rules in Laravel's grammar (`'required|max:255'`), checked on submit with the spec's messages (§5). */
  rules?: FieldRules;
  /** Help under the field. */
  description?: string;
  /** Only on the create form or only on the record form; on both by default. */
  only?: 'create' | 'edit';
  /** The choices of a `select`, loaded when the form opens (derived from their resource's own read). */
  options?: ChoicesQuery;
  /**
   * How the record's value reads where it cannot be changed (a user's role by the title the record carries, which
   * needs no read of the roles); by default the value itself, or its choice's label.
   */
  shown?: (row: Row) => string;
  /** A `custom` field's control (a user's or role's permission switches): it waits for Save like every field. */
  render?: (props: CustomFieldProps<Values[keyof Values], Row>) => ReactNode;
}

/**
 * Why a record cannot be deleted, and which of its fields are fixed (your own account, the last role holding the
 * administrator's keys): the page shows the reason instead of Delete (the server refuses either way).
 */
interface RecordProtection<Values> {
  reason: string;
  fixedFields?: readonly (keyof Values & string)[];
}

/** A delete that asks more than yes or no (where a role's users go): the record page shows it instead of its own. */
export interface DeleteConfirmationProps<Row> {
  row: Row;
  /** Deletes with the call's extra options (`ResourceCalls.remove`); rejects on failure so the dialog stays open. */
  remove: (signal: AbortSignal, options?: object) => Promise<unknown>;
}

/** A change made to many selected rows at once; its toast offers Undo, which changes them back. */
export interface BulkChange<Row> {
  /** What the button and the confirmation say: "Lock" gives "Lock selected" and "Lock 3 products?". */
  verb: string;
  /** What the toast says they were: "locked" gives "3 products were locked."; `undone` after its Undo ("unlocked"). */
  done: string;
  undone: string;
  /** The rows the change does something to (an already locked product is left alone, and out of the Undo). */
  appliesTo: (row: Row) => boolean;
  /** Changes one row; `back` undoes it. */
  change: (row: Row, back: boolean) => Promise<unknown>;
}

/** A filter of a list: one value of a row field, chosen from a list ("Role: Staff"). */
export interface ResourceFilter {
  /** The row field, also the address's parameter and the server's `filter[key]`. */
  key: string;
  label: string;
  /** The choices: fixed (`value` as the server compares it) or loaded (a resource's choices). */
  choices: readonly { value: string; label: string }[] | ChoicesQuery;
}

/** A filter on a 1/0 field, its two choices named ("Active" / "Inactive"). */
export const yesNoFilter = (key: string, label: string, yes: string, no: string): ResourceFilter => ({
  key,
  label,
  choices: [
    { value: '1', label: yes },
    { value: '0', label: no },
  ],
});

/** The changes a resource makes; `@factory/api`'s `crudCalls` instances fit as they are. */
export interface ResourceCalls<Row, Input, Created, Id extends RecordId = number> {
  create(input: Input): Promise<Created>;
  update(id: Id, input: Input): Promise<Row>;
  /** `signal`: a delete dialog's Cancel aborts the call; a resource may take more options (a role's `moveUsersTo`). */
  remove(id: Id, options?: CallOptions): Promise<void>;
}

/**
 * A list whose own order staff change (the catalogue order, the filters' order): how a new order is saved. A paged
 * list sends the one moved record, a whole list (dragged) every record, with `placedRows` either way.
 */
export interface ListReorder<Row extends Identified> {
  /** Names the order in the list's hints: "catalogue order". */
  orderName: string;
  /** Sends records with their places (`PUT /api/data-table/…`); answers the records it changed. */
  save(rows: PlacedRow<Row['id']>[]): Promise<Row[]>;
}

/** What a resource's own form is given: the generic form's props without the fields, and the record it edits. */
export type RecordFormProps<Values, Row> = Omit<ResourceFormProps<Values, Row>, 'fields'>;

/** A record's row: its id is a number, or text (a product's code). */
export type Identified = { id: RecordId };

export interface AdminResource<Row extends Identified, Values, Input, Created = Row> {
  /** The permission area: its action keys gate create, edit and delete; its title names the routes. */
  area: AdminAreaTitle;
  /** The list's sort before the user picks one; by default its first sortable column, A to Z (none with `reorder`). */
  defaultSort?: ListSort;
  labels: {
    /** Lower case, for sentences: "user". */
    singular: string;
    /** The list's heading: "Users". */
    plural: string;
  };
  /** Names one record in headings, confirmations and toasts ("Sam Rivera"). */
  title: (row: Row) => string;
  /**
   * Names a row in the list, on its link and its move buttons, and what a new record "was created as"; `title` by
   * default (a product goes by its code).
   */
  rowName?: (row: Row) => string;
  /** A line under the record's heading ("Code FG-HUM-0166-01"). */
  subtitle?: (row: Row) => string;
  /** The id a record's address names, or undefined for an address that can name none; a positive integer by default. */
  idFromPath?: (segment: string) => Row['id'] | undefined;
  calls: ResourceCalls<Row, Input, Created, Row['id']>;
  /** Its reads and what its changes refresh: the resource's query module. */
  queries: ResourceQueries<Row, Row['id']>;
  /**
   * Rows can be selected and deleted together (with the area's delete key), one confirmation naming the count. By
   * default where the area's deletes go to the recycle bin, so a slip can be undone.
   */
  bulkDelete?: boolean;
  /** Changes the list makes to its selected rows at once with the edit key (a product's Lock and Unlock). */
  bulkChanges?: readonly BulkChange<Row>[];
  /** Filters above the list, each kept in the address under its key and sent as `filter[key]`. */
  filters?: readonly ResourceFilter[];
  /** The list's rows can be moved in its own order. */
  reorder?: ListReorder<Row>;
  /** The list's columns; the first links to the record. */
  columns: readonly DataTableColumn<Row>[];
  fields: readonly ResourceField<Values, Row>[];
  /** Why this record, seen by the signed-in user, cannot be deleted and which fields stay as they are. */
  protect?: (row: Row, signedIn: User) => RecordProtection<Values> | undefined;
  /** Why this record cannot be deleted as it is now (a locked product): Delete is shown disabled with the reason. */
  deleteRefusal?: (row: Row) => string | undefined;
  /** The delete confirmation, when it asks more than the generic one. */
  deleteConfirmation?: ComponentType<DeleteConfirmationProps<Row>>;
  /** The resource's own form, for fields the generic one does not lay out (a product's measures and chips). */
  form?: ComponentType<RecordFormProps<Values, Row>>;
  /** The create form's starting values. */
  emptyValues: Values;
  /** A record's values in the form. */
  valuesOf: (row: Row) => Values;
  /** What the form sends. */
  inputOf: (values: Values, mode: 'create' | 'edit') => Input;
}

/** The default of `idFromPath`: most records are numbered from 1, and any other address names none. */
export const positiveIdFromPath = (segment: string): number | undefined => recordId(segment) ?? undefined;

/** `idFromPath` for records named by a code of their own (a product's): any segment but an empty one. */
const codeFromPath = (segment: string): string | undefined => segment || undefined;

/** What a screen adds to a resource's definition: how it shows; its calls and reads come from the definition. */
type ScreenOfResource<Row extends Identified, Values, Input, Created> = Omit<
  AdminResource<Row, Values, Input, Created>,
  'area' | 'defaultSort' | 'idFromPath' | 'calls' | 'queries'
> &
  Partial<Pick<AdminResource<Row, Values, Input, Created>, 'calls' | 'queries'>>;

/**
 * The admin screens' definition of a list-and-record resource of @factory/api (`definedResources`): its area, list
 * sort, id, calls, reads and each field's rules come from there; the screen adds its columns, fields and texts. A
 * screen may pass its own `calls` (a save that sends more) or `queries` (a read that refreshes others too; a list
 * the server answers whole, paged on the client).
 */
export function definedResource<
  Row extends Identified,
  Values,
  Input,
  Created = Row,
  Title extends DefinedResourceTitle = DefinedResourceTitle,
>(
  title: Title,
  screen: ScreenOfResource<Row, Values, Input, Created>,
): AdminResource<Row, Values, Input, Created> & { area: Title } {
  const definition: ServerResource = definedResources[title];
  const fieldRules = definition.fields as Readonly<Record<string, string>>;
  return {
    ...screen,
    area: title,
    defaultSort: definition.list.sort,
    idFromPath: idFromPathOf(definition) as AdminResource<Row, Values, Input, Created>['idFromPath'],
    calls: screen.calls ?? (resourceCalls[title] as unknown as ResourceCalls<Row, Input, Created, Row['id']>),
    queries: screen.queries ?? pagedResource<Row, Row['id']>(title, resourceCalls[title] as never),
    fields: screen.fields.map((field) => {
      const rules = fieldRules[field.name];
      return field.rules !== undefined || rules === undefined ? field : { ...field, rules };
    }),
  };
}

/** How a resource's record address names its id, as its definition's id kind says. */
export const idFromPathOf = (definition: Pick<ServerResource, 'id'>) =>
  definition.id === 'code' ? codeFromPath : positiveIdFromPath;

/** Keeps a definition's types together (like react-admin's `<Resource>` registration). */
export const defineResource = <Row extends Identified, Values, Input, Created = Row>(
  resource: AdminResource<Row, Values, Input, Created>,
) => resource;
