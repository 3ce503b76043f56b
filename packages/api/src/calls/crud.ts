// A list-and-record resource's five calls, derived from its definition (resources/): list (Laravel pagination), get,
// create, update, delete.
import type * as z from 'zod/mini';
import type { Fields } from '../http/encode.ts';
import type { AdminAreaTitle } from '../permissions.ts';
import type { CrudVerb, ServerResource } from '../resources/define.ts';
import { collection, resource } from '../schemas/common.ts';
import { type Page, pageSchema } from '../schemas/pagination.ts';
import {
  anyBody,
  type CallOptions,
  callEndpoint,
  dataOf,
  designed,
  type EndpointDefinition,
  type EndpointPath,
  spec,
} from './endpoint.ts';

/** What a list screen asks for; `perPage: 'all'` is every row on one page. */
export interface ListParams {
  page?: number;
  perPage?: number | 'all';
  /** The column to sort by; none keeps the server's order. */
  sort?: string;
  direction?: 'asc' | 'desc';
  /** Case-insensitive substring over the row's values. */
  search?: string;
  /** Further filters or include flags of the resource (e.g. `includeAreasData`). */
  extra?: Fields;
}

/**
 * The list query as sent: `page`, `per_page` (`all` for every row), `sort`, `direction`, `search`.
 * Designed (confirm with the server team): Laravel's paginator reads `page` and `per_page`; the others are ours.
 */
export function listQuery({ page, perPage, sort, direction, search, extra }: ListParams): Fields {
  return {
    ...extra,
    page,
    per_page: perPage,
    sort,
    direction: sort ? (direction ?? 'asc') : undefined,
    search: search?.trim() || undefined,
  };
}

type Endpoints<S extends string, P extends string> = Record<
  `get${P}` | `get${S}` | `create${S}` | `update${S}` | `delete${S}`,
  EndpointDefinition
>;

/**
 * The list call: one page as `params` ask, or every row (`Whole`, a definition's `list.whole`). `signal`: leaving
 * the screen that reads cancels the read.
 */
type ListCall<T, Whole extends boolean> = Whole extends true
  ? (options?: CallOptions) => Promise<T[]>
  : (params?: ListParams, options?: CallOptions) => Promise<Page<T>>;

/** A record's id as its row carries it: a number, or a text code (a product's, `id: 'code'`). */
type IdOf<T> = T extends { id: infer Id extends string } ? Id : number;

export interface CrudCalls<T, Created, Input, S extends string, P extends string, Whole extends boolean = false> {
  endpoints: Endpoints<S, P>;
  list: ListCall<T, Whole>;
  /** `query`: the resource's include flags (`includeAreasData`); `signal` as for `list`. */
  get(id: IdOf<T>, options?: CallOptions & { query?: Fields }): Promise<T>;
  create(input: Input): Promise<Created>;
  update(id: IdOf<T>, input: Input): Promise<T>;
  /** `signal`: a dialog's Cancel abandons the call. */
  remove(id: IdOf<T>, options?: CallOptions): Promise<void>;
}

/**
 * The five calls of a resource's definition, answered in `item`'s shape (`created`'s for create, when that carries
 * more than a row: a new user's password), and their endpoint table (for `endpoints`, the mocks and docs/api.md).
 * `Whole` says what the definition's `list.whole` does.
 */
export function crudCalls<
  Input extends Fields,
  Item extends z.core.$ZodType,
  S extends string,
  P extends string,
  Created extends z.core.$ZodType = Item,
  Whole extends boolean = false,
>(
  definition: Pick<ServerResource<AdminAreaTitle, S, P>, 'singular' | 'plural' | 'path' | 'fromSpec' | 'list'>,
  item: Item,
  created: Created = item as unknown as Created,
): CrudCalls<z.output<Item>, z.output<Created>, Input, S, P, Whole> {
  const { singular, plural, path, fromSpec = [] } = definition;
  const define = (verb: CrudVerb, method: EndpointDefinition['method'], at: EndpointPath) =>
    (fromSpec.includes(verb) ? spec : designed)(method, at);
  const record = `${path}/{id}` as EndpointPath;
  const list = define('list', 'GET', path);
  const get = define('get', 'GET', record);
  const create = define('create', 'POST', path);
  const update = define('update', 'PUT', record);
  const remove = define('delete', 'DELETE', record);
  return {
    endpoints: {
      [`get${plural}`]: list,
      [`get${singular}`]: get,
      [`create${singular}`]: create,
      [`update${singular}`]: update,
      [`delete${singular}`]: remove,
    } as Endpoints<S, P>,
    list: (definition.list.whole
      ? ({ signal }: CallOptions = {}) => callEndpoint(list, collection(item), { signal }).then(dataOf)
      : (params: ListParams = {}, { signal }: CallOptions = {}) =>
          callEndpoint(list, pageSchema(item), { query: listQuery(params), signal })) as ListCall<
      z.output<Item>,
      Whole
    >,
    get: (id, { query, signal } = {}) =>
      callEndpoint(get, resource(item), { params: { id }, query, signal }).then((answer) =>
        rowOf<z.output<Item>>(answer),
      ),
    create: (input) =>
      callEndpoint(create, resource(created), { body: input }).then((answer) => rowOf<z.output<Created>>(answer)),
    update: (id, input) =>
      callEndpoint(update, resource(item), { params: { id }, body: input }).then((answer) =>
        rowOf<z.output<Item>>(answer),
      ),
    remove: async (id, { signal } = {}) => {
      await callEndpoint(remove, anyBody, { params: { id }, signal });
    },
  };
}

/** `{ data }` of a generic schema: zod cannot infer the envelope's shape through a type parameter. */
const rowOf = <T>(answer: unknown): T => (answer as { data: T }).data;
