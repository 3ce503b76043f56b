// One server resource, defined once and React-free: its admin area and permission keys, its paths, its fields with
// their rules, its list's defaults, its id kind, where its deletes go and its place in the sidebar. The calls, the
// permission catalogue, the recycle-bin map, the mocks' routes, the screens' queries and prefetch, and the app's
// admin routes derive from it (some through `npm run generate`). It carries no zod schema, so the first load may read
// it without zod: the rows' schemas are read from the rules in `schemas/rows.ts`, or paired with it in
// `calls/resourceCalls.ts` where the rows carry more than the fields.
import type { SidebarPlace } from '../adminAreas.ts';
import type { AdminAreaTitle } from '../permissions.ts';
import type { RecycleBinType } from '../schemas/admin.ts';

/** The calls a list-and-record resource has; `fromSpec` names those spec §7 shows (the others are designed). */
export type CrudVerb = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A list's order before the user picks one; null keeps the server's (or the staff's own) order. */
export type ListSort = { column: string; direction: 'ascending' | 'descending' } | null;

export interface ServerResource<
  Title extends AdminAreaTitle = AdminAreaTitle,
  Singular extends string = string,
  Plural extends string = string,
  Field extends string = string,
  RecordPage extends boolean = boolean,
> {
  /**
   * The title of its admin area in the permission catalogue (`adminAreas`, generated from `sidebar`): its keys are `menu-{group}-{title}` and `action-{group}-{title}-{verb}` (spec §6), its pages
   * `/admin/{title}` (and `/admin/{title}/:id` with `recordPage`).
   */
  area: Title;
  /**
   * The call and route names: `getUsers`, `getUser`, `createUser`… and the routes `adminUsers`, `adminUser` (those of
   * `serverResources`; a resource whose screens are its own keeps its route names).
   */
  singular: Singular;
  plural: Plural;
  /** The collection's path; a record is `{path}/{id}`. */
  path: `/api/${string}`;
  fromSpec?: readonly CrudVerb[];
  /** The fields create and update send, each with its rules in Laravel's grammar (`'required|email|max:255'`). */
  fields: Readonly<Record<Field, string>>;
  /**
   * The list's sort before the user picks one and the row fields it filters on (`?role_id=2` → `filter[role_id]`);
   * `whole`: the server answers every row at once (`{ data: [...] }`), in its own order, not Laravel's pages.
   */
  list: { sort: ListSort; filters: readonly string[]; whole?: boolean };
  /** `signed-in`: every signed-in user reads its list and records (the catalogue shows them); else its view key. */
  readers?: 'signed-in';
  /** `number`: records are numbered from 1 and any other spelling names none (`recordId`); `code`: a text code. */
  id: 'number' | 'code';
  /** Deletes go to the recycle bin under this type (Laravel's soft delete); without it they are for good. */
  recycleBin?: RecycleBinType;
  /** Each record has its own page (`/admin/{title}/:id`); without it records are edited on the list. */
  recordPage: RecordPage;
  /** Its area's group in the sidebar, its label and the area it comes before (`adminAreas`). */
  sidebar: SidebarPlace;
  /**
   * `own`: its admin pages are its own screens and routes (the categories' tree, a product's page); without it they
   * are the generic list and record pages, from its screens folder `admin/{file name}/` (`npm run generate`).
   */
  screens?: 'own';
}

/**
 * Keeps a definition's literal types (its title, names, field keys and their rules) for everything derived from it:
 * a resource whose rows are its fields has its rows' type and schema from them (`RowOf`, calls/resourceCalls.ts).
 */
export const defineServerResource = <const Definition extends ServerResource>(definition: Definition) => definition;

/** A field's value in a row, by its rules: `integer` and `numeric` a number, `array` a list, else text; null unless
 * `required`. */
type FieldValue<Rules extends string> = (
  Rules extends `${string}integer${string}` | `${string}numeric${string}`
    ? number
    : Rules extends `${string}array${string}`
      ? unknown[]
      : string
) extends infer Value
  ? Rules extends `${string}required${string}`
    ? Value
    : Value | null
  : never;

/** The row of a resource whose rows are its id and its fields, as the server answers it. */
export type RowOf<Definition extends Pick<ServerResource, 'fields' | 'id'>> = {
  id: Definition['id'] extends 'code' ? string : number;
} & { -readonly [Field in keyof Definition['fields']]: FieldValue<Definition['fields'][Field] & string> };
