// Every list-and-record server resource, by its admin area's title: each definition of this folder, listed by
// `npm run generate` (registry.gen.ts). Its calls, recycle bin, mock routes, prefetch and admin screens derive from
// it (docs/conventions.md). Its own module so what derives from it here (recycleBin.ts) imports it without a cycle.
import type { ServerResource } from './define.ts';
import { genericScreenResources, ownScreenResources as ownScreens } from './registry.gen.ts';

/** Each definition under its own area's title: a key that is not its title is a type error. */
type ByTitle<T> = { [Title in keyof T]: T[Title] extends { area: Title } ? T[Title] : never };
const byTitle = <const T extends ByTitle<T>>(resources: T) => resources;

/** The resources whose admin pages are the generic ones (`resourceScreens`), routed as their definitions say. */
export const serverResources = byTitle(genericScreenResources);

/**
 * The resources whose admin screens are their own (the categories' tree, the filters' dragged list, an access
 * type's categories, a product's, beside the catalogue that reads products too): their calls, recycle bin, mock
 * routes' checks, form rules and list prefetch derive from the definition, their pages and routes are written out
 * (`adminPages`).
 */
export const ownScreenResources = byTitle(ownScreens);

/** Every defined resource, whatever its screens: what its calls, recycle bin and form rules derive from. */
export const definedResources = { ...serverResources, ...ownScreenResources };

/** Every definition as the shape they share, for what reads any of them (the recycle bin's types). */
export const allDefinitions: readonly ServerResource[] = Object.values(definedResources);

/** The title of a list-and-record resource with the generic admin pages (`'users'`, `'areas'`…). */
export type ResourceTitle = keyof typeof serverResources;

/** The title of any defined resource (`'users'`, `'categories'`, `'product-item'`…). */
export type DefinedResourceTitle = keyof typeof definedResources;

/** The definition of a resource by its area's title; undefined for an area that is not a list-and-record one. */
export const serverResourceOf = (title: string): ServerResource | undefined =>
  (serverResources as Record<string, ServerResource>)[title];
