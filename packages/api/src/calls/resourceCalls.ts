// The five calls of every list-and-record resource (crud.ts), from its definition (resources/) and the zod schema of
// its rows. Apart from the definitions so the schemas and zod stay out of the pages that read only the definitions
// (the route table, the permission catalogue). A definition without its calls here is a type error.
import { type DefinedResourceTitle, serverResources } from '../resources/index.ts';
import {
  type Area,
  areaSchema,
  type Company,
  type Customer,
  companySchema,
  createdUserSchema,
  customerSchema,
  type Role,
  roleSchema,
  userSchema,
} from '../schemas/people.ts';
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

export const resourceCalls = {
  users: crudCalls<UserInput, typeof userSchema, 'User', 'Users', typeof createdUserSchema>(
    serverResources.users,
    userSchema,
    createdUserSchema,
  ),
  roles: crudCalls<RoleInput, typeof roleSchema, 'Role', 'Roles'>(serverResources.roles, roleSchema),
  areas: crudCalls<AreaInput, typeof areaSchema, 'Area', 'Areas'>(serverResources.areas, areaSchema),
  companies: crudCalls<CompanyInput, typeof companySchema, 'Company', 'Companies'>(
    serverResources.companies,
    companySchema,
  ),
  customers: crudCalls<CustomerInput, typeof customerSchema, 'Customer', 'Customers'>(
    serverResources.customers,
    customerSchema,
  ),
  // Made in their own calls files, beside the calls only they have (the catalogue loads the categories' and
  // the products' calls without the admin's schemas).
  categories: categoryCalls,
  'product-filter': filterCalls,
  'product-access-types': accessTypeCalls,
  'product-item': productCalls,
  // biome-ignore lint/suspicious/noExplicitAny: each resource's own row and input types.
} satisfies Record<DefinedResourceTitle, CrudCalls<any, any, any, string, string, boolean>>;
