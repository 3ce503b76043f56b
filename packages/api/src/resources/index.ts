// Every list-and-record server resource, by its admin area's title. Adding one here is what makes its calls, its
// permission keys and sidebar entry, its mock routes, its prefetch and its admin routes exist (docs/conventions.md).
import { areas } from './areas.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import type { ServerResource } from './define.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

export * from './define.ts';

/** Each definition under its own area's title: a key that is not its title is a type error. */
type ByTitle<T> = { [Title in keyof T]: T[Title] extends { area: { title: Title } } ? T[Title] : never };
const byTitle = <const T extends ByTitle<T>>(resources: T) => resources;

export const serverResources = byTitle({ users, roles, areas, companies, customers });

/** The title of a list-and-record resource's area (`'users'`, `'areas'`…). */
export type ResourceTitle = keyof typeof serverResources;

/** The definition of a resource by its area's title; undefined for an area that is not a list-and-record one. */
export const serverResourceOf = (title: string): ServerResource | undefined =>
  (serverResources as Record<string, ServerResource>)[title];
