// Every list-and-record server resource, by its admin area's title. Adding one here is what makes its calls (a type
// error until calls/resourceCalls.ts has them), recycle bin, mock routes, prefetch and admin screens exist
// (docs/conventions.md). Its own module so what derives from it here (recycleBin.ts) imports it without a cycle.
import { areas } from './areas.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import type { ServerResource } from './define.ts';
import { products } from './products.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/** Each definition under its own area's title: a key that is not its title is a type error. */
type ByTitle<T> = { [Title in keyof T]: T[Title] extends { area: Title } ? T[Title] : never };
const byTitle = <const T extends ByTitle<T>>(resources: T) => resources;

export const serverResources = byTitle({ users, roles, areas, companies, customers, 'product-item': products });

/** The title of a list-and-record resource's area (`'users'`, `'areas'`…). */
export type ResourceTitle = keyof typeof serverResources;

/** The title of a resource the generic admin screens draw: any whose definition does not say `screens: 'own'`. */
export type GenericResourceTitle = {
  [Title in ResourceTitle]: (typeof serverResources)[Title] extends { screens?: 'own' } ? never : Title;
}[ResourceTitle];

/** Whether the generic admin screens draw the resource of this title. */
export const hasGenericScreens = (title: ResourceTitle): title is GenericResourceTitle =>
  serverResources[title].screens !== 'own';

/** The definition of a resource by its area's title; undefined for an area that is not a list-and-record one. */
export const serverResourceOf = (title: string): ServerResource | undefined =>
  (serverResources as Record<string, ServerResource>)[title];
