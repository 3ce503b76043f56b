// Where a delete goes, by admin area, from the definitions: a resource's records go to the recycle bin (Laravel's
// soft delete, restorable from `/admin/data-recycle`) under its `recycleBin` type; the areas that are not
// list-and-record resources are named here. Any other area's delete is for good. The one statement of it: the delete
// dialogs' texts, the mocks' DELETE handlers and the bin's own lists read it. Apart from the permission catalogue,
// which every page's first load carries (the route guard), so the definitions stay out of it.
import type { AdminAreaTitle } from '../permissions.ts';
import type { RecycleBinType } from '../schemas/admin.ts';
import { allDefinitions } from './registry.ts';

export const recycleBinTypeByArea: Partial<Record<AdminAreaTitle, RecycleBinType>> = {
  ...Object.fromEntries(allDefinitions.flatMap(({ area, recycleBin }) => (recycleBin ? [[area, recycleBin]] : []))),
};

/** The bin type an area's deletes go to, or undefined when they are for good. */
export const recycleBinTypeOf = (area: AdminAreaTitle): RecycleBinType | undefined => recycleBinTypeByArea[area];
