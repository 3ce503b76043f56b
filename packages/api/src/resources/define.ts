// One server resource, defined once and React-free: its admin area and permission keys, its paths, its fields with
// their rules, its list's defaults, its id kind and where its deletes go. The calls, the permission catalogue, the
// recycle-bin map, the mocks' routes, the screens' queries and prefetch, and the app's admin routes derive from it.
// It carries no zod schema: the rows' schemas and the calls, with zod, are paired with it in `calls/resourceCalls.ts`.
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
   * The title of its admin area in the permission catalogue (`adminAreas`, which gives its group, sidebar label and
   * place): its keys are `menu-{group}-{title}` and `action-{group}-{title}-{verb}` (spec §6), its pages
   * `/admin/{title}` (and `/admin/{title}/:id` with `recordPage`).
   */
  area: Title;
  /** The call and route names: `getUsers`, `getUser`, `createUser`… and the routes `adminUsers`, `adminUser`. */
  singular: Singular;
  plural: Plural;
  /** The collection's path; a record is `{path}/{id}`. */
  path: `/api/${string}`;
  fromSpec?: readonly CrudVerb[];
  /** The fields create and update send, each with its rules in Laravel's grammar (`'required|email|max:255'`). */
  fields: Readonly<Record<Field, string>>;
  /** The list's sort before the user picks one and the row fields it filters on (`?role_id=2` → `filter[role_id]`). */
  list: { sort: ListSort; filters: readonly string[] };
  /** `number`: records are numbered from 1 and any other spelling names none (`recordId`); `code`: a text code. */
  id: 'number' | 'code';
  /** Deletes go to the recycle bin under this type (Laravel's soft delete); without it they are for good. */
  recycleBin?: RecycleBinType;
  /** Each record has its own page (`/admin/{title}/:id`); without it records are edited on the list. */
  recordPage: RecordPage;
}

/** Keeps a definition's literal types (its title, names and field keys) for everything derived from it. */
export const defineServerResource = <
  const Title extends AdminAreaTitle,
  const Singular extends string,
  const Plural extends string,
  const Field extends string,
  const RecordPage extends boolean,
>(
  definition: ServerResource<Title, Singular, Plural, Field, RecordPage>,
) => definition;
