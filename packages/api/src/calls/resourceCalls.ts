// The five calls of every list-and-record resource (crud.ts), from its definition (resources/) and the zod schema of
// its rows: read from its fields' rules, or its own where the rows carry more. Apart from the definitions so the
// schemas and zod stay out of the pages that read only the definitions. A definition without its calls is a type
// error.
import type * as z from 'zod/mini';
import { type DefinedResourceTitle, type ResourceTitle, type RowOf, serverResources } from '../resources/index.ts';
import {
  type Area,
  type Company,
  type Customer,
  createdUserSchema,
  customerSchema,
  type Role,
  roleSchema,
  userSchema,
} from '../schemas/people.ts';
import { rowSchemaOf } from '../schemas/rows.ts';
import { accessTypeCalls } from './accessTypes.ts';
import { categoryCalls } from './categories.ts';
import { type CrudCalls, crudCalls } from './crud.ts';
import { filterCalls } from './filters.ts';
import { productCalls } from './products.ts';

/** The fields an admin edits; the server validates email format and uniqueness (spec §5). */
export interface UserInput {
  name: string;
  email: string;
  is_active: boolean;
  role_id: number;
  /** Creating only: left out, the server generates one and answers it once (`data.password`). */
  password?: string;
}
export type RoleInput = Pick<Role, 'title' | 'description'>;
export type AreaInput = Omit<Area, 'id'>;
export type CompanyInput = Omit<Company, 'id'>;
export type CustomerInput = Omit<Customer, 'id'>;

/**
 * The rows' schemas of the resources whose rows carry more than their fields (a role's keys, a user's role and, on
 * create, its password); every other resource's rows are its id and its fields (`rowSchemaOf`).
 */
interface OwnRow {
  row: z.core.$ZodType;
  /** What create answers, where it is more than the row. */
  created?: z.core.$ZodType;
}

const ownRows = {
  users: { row: userSchema, created: createdUserSchema },
  roles: { row: roleSchema },
  customers: { row: customerSchema },
} satisfies Partial<Record<ResourceTitle, OwnRow>>;

/** What create and update send, where it is not the row's fields. */
interface OwnInputs {
  users: UserInput;
  roles: RoleInput;
}

type Generic = typeof serverResources;
type OwnRows = typeof ownRows;

/** A row of a list-and-record resource with the generic pages, as its calls answer it (`ResourceRow<'areas'>`). */
export type ResourceRow<Title extends ResourceTitle> = Title extends keyof OwnRows
  ? z.output<OwnRows[Title]['row']>
  : RowOf<Generic[Title]>;

/** What its create and update send: the row's fields, or its own input (a user's password). */
export type ResourceInput<Title extends ResourceTitle> = Title extends keyof OwnInputs
  ? OwnInputs[Title]
  : Omit<ResourceRow<Title>, 'id'>;

type CreatedRow<Title extends ResourceTitle> = Title extends keyof OwnRows
  ? OwnRows[Title] extends { created: z.core.$ZodType }
    ? z.output<OwnRows[Title]['created']>
    : ResourceRow<Title>
  : ResourceRow<Title>;

type GenericCalls = {
  [Title in ResourceTitle]: CrudCalls<
    ResourceRow<Title>,
    CreatedRow<Title>,
    ResourceInput<Title>,
    Generic[Title]['singular'],
    Generic[Title]['plural'],
    Generic[Title]['list'] extends { whole: true } ? true : false
  >;
};

/** The five calls of each resource with the generic pages, from its definition and its rows' schema. */
const genericCalls = Object.fromEntries(
  Object.entries(serverResources).map(([title, definition]) => {
    const own: OwnRow | undefined = (ownRows as Record<string, OwnRow>)[title];
    return [title, crudCalls(definition, own?.row ?? rowSchemaOf(definition), own?.created)];
  }),
) as GenericCalls;

export const resourceCalls = {
  ...genericCalls,
  // Made in their own calls files, beside the calls only they have (the catalogue loads the categories' and
  // the products' calls without the admin's schemas).
  categories: categoryCalls,
  'product-filter': filterCalls,
  'product-access-types': accessTypeCalls,
  'product-item': productCalls,
  // biome-ignore lint/suspicious/noExplicitAny: each resource's own row and input types.
} satisfies Record<DefinedResourceTitle, CrudCalls<any, any, any, string, string, boolean>>;
