// The five handlers of a list-and-record resource, from its definition in @factory/api (its path, area and recycle
// bin) and what the mock stores: list (Laravel pagination with search and sort, or every row), get, create, update
// and delete, each behind its permission key and Laravel-style validation.
import { type CrudVerb, parseRules, type ServerResource, serverResources, validate } from '@factory/api';
import { db, nextId } from '../db.ts';
import type { UserRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, json, noContent, paginate, validationResponse } from '../http/laravel.ts';
import type { Rules } from '../http/validation.ts';
import { toRecycleBin } from '../recycleBin.ts';
import { exists, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';

/** A stored row: numbered, or named by its code (`id: 'code'`, a product). */
type Row = { id: number | string; deleted_at?: string | null };

/** How the mock keeps one resource's rows; the definition gives the rest. */
interface CrudStore<R extends Row> {
  /** The table (read on every call: the db is replaced between tests). */
  rows: () => R[];
  /** The input as create validates and keeps it (Laravel's `prepareForValidation`: a new code's spaces). */
  prepareCreate?: (input: Input) => Input;
  /** Why the row takes no update as it is now (a locked product's 423), checked before the input is. */
  refuseUpdate?: (row: R, input: Input) => Response | undefined;
  /**
   * The server's own checks on top of the definition's field rules, on create (`row` null) and update (`row` the
   * edited one) of `input` by the signed-in `user`: a value another record holds, a row that must exist, your own
   * account, each of the input's files.
   */
  checks?: (row: R | null, user: UserRecord, input: Input) => Rules;
  /** The stored row made from valid input (without `id`; `id` is the one it gets). */
  create: (input: Input, id: R['id']) => Omit<R, 'id'>;
  /** Applies valid input to the row; by default the fields of `create`. */
  update?: (row: R, input: Input) => void;
  /** The row as answered; by default the row itself. */
  resource?: (row: R, query: URLSearchParams) => unknown;
  /** The row as the list answers it; by default `resource`. */
  listed?: (row: R, query: URLSearchParams) => unknown;
  /** What the create call answers; by default `resource`. */
  created?: (row: R, input: Input) => unknown;
  /**
   * Removes the row, or answers why it cannot go; by default, as the definition's `recycleBin` says: to the recycle
   * bin (`toRecycleBin`, deleted now by `user`), or out of the table for good. `query`: the call's own.
   */
  remove?: (row: R, user: UserRecord, query: URLSearchParams) => Response | undefined;
  /**
   * The calls the handler file answers its own way (the categories' reads, as the signed-in user may see them; a
   * product's list and record: the catalogue's, for customers too).
   */
  own?: readonly CrudVerb[];
}

const defaultPerPage = 15;
const maxPerPage = 100;

/** Whether any text or number of the answered row contains the search, ignoring case. */
function matches(values: unknown, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return Object.values(values as Record<string, unknown>).some(
    (value) => (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(needle),
  );
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base' });
}

/**
 * One page of answered rows as the designed list query asks (`page`, `per_page` or `all`, `sort`, `direction`,
 * `search`); a 422 for a page or size that is not a positive whole number.
 */
function listPage(answered: readonly unknown[], url: URL): Response {
  const query = url.searchParams;
  const perPageText = query.get('per_page') ?? String(defaultPerPage);
  const paging = { page: query.get('page') ?? '1', per_page: perPageText === 'all' ? '1' : perPageText };
  const failed = invalid(paging, {
    page: ['integer', 'min:1'],
    per_page: ['integer', 'min:1', `max:${maxPerPage}`],
  });
  if (failed) return failed;
  const search = query.get('search') ?? '';
  const sort = query.get('sort');
  const descending = query.get('direction') === 'desc';
  const rows = answered.filter((row) => matches(row, search) && matchesFilters(row, query));
  if (sort) {
    rows.sort((a, b) => {
      const order = compare((a as Record<string, unknown>)[sort], (b as Record<string, unknown>)[sort]);
      return descending ? -order : order;
    });
  }
  const perPage = perPageText === 'all' ? Math.max(1, rows.length) : Number(paging.per_page);
  return json(paginate(rows, url, Number(paging.page), perPage));
}

/**
 * Designed: `filter[field]=value` keeps the rows whose field equals the value (Laravel query-builder's convention);
 * a boolean field matches `1`/`0` (as a form sends it) and `true`/`false`.
 */
function matchesFilters(row: unknown, query: URLSearchParams): boolean {
  for (const [name, wanted] of query) {
    const field = /^filter\[(\w+)\]$/.exec(name)?.[1];
    if (field === undefined) continue;
    const value = (row as Record<string, unknown>)[field];
    const text = typeof value === 'boolean' ? (value ? ['1', 'true'] : ['0', 'false']) : [String(value)];
    if (!text.includes(wanted)) return false;
  }
  return true;
}

/**
 * The list, get, create, update and delete handlers of the `definition`'s resource, kept in `store`, but for those
 * it answers itself (`own`). The list is one page (Laravel's paginator), or every row with the definition's
 * `list.whole`; reads need the area's view key, or a signed-in user with its `readers`.
 */
export function crudRoutes<R extends Row>(definition: ServerResource, resource: CrudStore<R>) {
  const { path } = definition;
  const { area } = definition;
  const { rows, create, checks = () => ({}), own = [], prepareCreate = (input) => input } = resource;
  const reads = definition.readers === 'signed-in' ? 'user' : ({ area, action: 'view' } as const);
  const byCode = definition.id === 'code';
  // A code names a new record as its `id` field; an update's path names it, so the field is not sent again.
  const { id: _code, ...updateFields } = definition.fields as Readonly<Record<string, string>>;
  /** The definition's rules of each field, then the store's checks: each field answers its first failing one. */
  const failure = (input: Input, row: R | null, user: UserRecord) => {
    const fields = byCode && row ? updateFields : definition.fields;
    const errors = { ...validate(checks(row, user, input), input), ...validate(fields, input) };
    return Object.keys(errors).length > 0 ? validationResponse(errors) : null;
  };
  const find = (id: string | undefined) =>
    byCode ? rows().find((row) => row.id === id && !row.deleted_at) : findRow(rows() as (R & { id: number })[], id);
  const newId = (input: Input) => (byCode ? String(input.id) : nextId(rows() as { id: number }[]));
  const forGood = (row: R) => {
    rows().splice(rows().indexOf(row), 1);
    return undefined;
  };
  const defaultRemove = definition.recycleBin ? toRecycleBin : forGood;
  const answer = resource.resource ?? ((row: R) => row);
  const listed = resource.listed ?? answer;
  const update = resource.update ?? ((row: R, input: Input) => Object.assign(row, create(input, row.id)));
  const notDeletedRows = () => rows().filter((row) => !row.deleted_at);
  const routes = {
    list: apiRoute(`GET ${path}`, reads, ({ url, query }) => {
      const answered = notDeletedRows().map((row) => listed(row, query));
      return definition.list.whole ? resourceResponse(answered) : listPage(answered, url);
    }),
    get: apiRoute(`GET ${path}/{id}`, reads, ({ params, query }) => {
      const row = find(params.id);
      return row ? resourceResponse(answer(row, query)) : notFound();
    }),
    create: apiRoute(`POST ${path}`, { area, action: 'create' }, ({ input: sent, query, user }) => {
      const input = prepareCreate(sent);
      const failed = failure(input, null, user);
      if (failed) return failed;
      const id = newId(input);
      const row = { id, ...create(input, id) } as R;
      rows().push(row);
      return resourceResponse(resource.created ? resource.created(row, input) : answer(row, query), 201);
    }),
    update: apiRoute(`PUT ${path}/{id}`, { area, action: 'edit' }, ({ params, input, query, user }) => {
      const row = find(params.id);
      if (!row) return notFound();
      const refused = resource.refuseUpdate?.(row, input);
      if (refused) return refused;
      const failed = failure(input, row, user);
      if (failed) return failed;
      update(row, input);
      return resourceResponse(answer(row, query));
    }),
    delete: apiRoute(`DELETE ${path}/{id}`, { area, action: 'delete' }, ({ params, user, query }) => {
      const row = find(params.id);
      if (!row) return notFound();
      return (resource.remove ?? defaultRemove)(row, user, query) ?? noContent();
    }),
  } satisfies Record<CrudVerb, unknown>;
  return Object.entries(routes).flatMap(([verb, route]) => (own.includes(verb as CrudVerb) ? [] : [route]));
}

/** The table of a resource: `db[title]` (its fixture), read on every call since the db is replaced between tests. */
function tableOf(title: string): () => Row[] {
  return () => {
    const rows = (db as unknown as Record<string, Row[] | undefined>)[title];
    if (!rows) throw new Error(`The fixtures have no ${title} table`);
    return rows;
  };
}

/** The resource an id field names (`area_id` → areas), by the resources' singular names. */
const referencedBy = (field: string) =>
  Object.values(serverResources).find(({ singular }) => `${singular.toLowerCase()}_id` === field);

/**
 * A resource the mock keeps as its definition says: its rows in `db[title]`, each field stored as sent (text
 * trimmed and an empty one as null, an `integer` field as a number), and an id field that names another resource
 * (`area_id`) checked against that resource's live rows.
 */
export function definedStore(definition: ServerResource): CrudStore<Row> {
  const fields = Object.entries(definition.fields);
  const isNumber = (rules: string) => parseRules(rules).some((rule) => rule.name === 'integer');
  const references = fields.flatMap(([field]) => {
    const target = referencedBy(field);
    return target ? [[field, [exists(tableOf(target.area))]] as const] : [];
  });
  return {
    rows: tableOf(definition.area),
    checks: () => Object.fromEntries(references),
    create: (input) =>
      Object.fromEntries(
        fields.map(([field, rules]) => [
          field,
          isNumber(rules) ? numberOrNull(input[field]) : String(input[field] ?? '').trim() || null,
        ]),
      ),
  };
}
