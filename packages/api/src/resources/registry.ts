// Every list-and-record server resource, by its admin area's title. Adding one here is what makes its calls (a type
// error until calls/resourceCalls.ts has them), recycle bin, mock routes, prefetch and admin screens exist
// (docs/conventions.md). Its own module so what derives from it here (recycleBin.ts) imports it without a cycle.
import { accessTypes } from './accessTypes.ts';
import { areas } from './areas.ts';
import { categories } from './categories.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import type { ServerResource } from './define.ts';
import { filters } from './filters.ts';
import { products } from './products.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/** Each definition under its own area's title: a key that is not its title is a type error. */
type ByTitle<T> = { [Title in keyof T]: T[Title] extends { area: Title } ? T[Title] : never };
const byTitle = <const T extends ByTitle<T>>(resources: T) => resources;

/** The resources whose admin pages are the generic ones (`resourceScreens`), routed as their definitions say. */
export const serverResources = byTitle({ users, roles, areas, companies, customers });

/**
 * The resources whose admin screens are their own (the categories' tree, the filters' dragged list, an access
 * type's categories, a product's, beside the catalogue that reads products too): their calls, recycle bin, mock
 * routes' checks, form rules and list prefetch derive from the definition, their pages and routes are written out
 * (`adminPages`).
 */
export const ownScreenResources = byTitle({
  categories,
  'product-filter': filters,
  'product-access-types': accessTypes,
  'product-item': products,
});

/** Every defined resource, whatever its screens: what its calls, recycle bin and form rules derive from. */
export const definedResources = { ...serverResources, ...ownScreenResources };

/** The title of a list-and-record resource with the generic admin pages (`'users'`, `'areas'`…). */
export type ResourceTitle = keyof typeof serverResources;

/** The title of any defined resource (`'users'`, `'categories'`, `'product-item'`…). */
export type DefinedResourceTitle = keyof typeof definedResources;

/** The definition of a resource by its area's title; undefined for an area that is not a list-and-record one. */
export const serverResourceOf = (title: string): ServerResource | undefined =>
  (serverResources as Record<string, ServerResource>)[title];
