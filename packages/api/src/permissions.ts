/**
 * The admin panel's permission catalogue, shared by the server contract (users carry `permissions_keys`),
 * the app's guards and sidebar, and the mocks' fixtures. Spec §6: an admin area needs the key
 * `menu-{group}-{title}` and at least one `action-…` key for the same area.
 * The spec does not list the groups' titles; these are designed here (docs/api.md: confirm with the server team).
 */
import { adminAreas } from './adminAreas.gen.ts';
import { type AdminAction, type AdminArea, adminActions } from './adminAreas.ts';

export * from './adminAreas.ts';
export { adminAreas };

/** The title of one of the catalogue's areas (`'users'`, `'catalog'`…). */
export type AdminAreaTitle = (typeof adminAreas)[number]['title'];

/** The area with this title; throws for a title the catalogue does not have (a typo in a route table or fixture). */
export function adminAreaByTitle(title: AdminAreaTitle): AdminArea {
  const found = adminAreas.find((area) => area.title === title);
  if (!found) throw new Error(`Unknown admin area ${title}`);
  return found;
}

export const menuKey = (area: Pick<AdminArea, 'group' | 'title'>) => `menu-${area.group}-${area.title}`;
export const actionKey = (area: Pick<AdminArea, 'group' | 'title'>, action: AdminAction) =>
  `action-${area.group}-${area.title}-${action}`;

/**
 * Whether the keys open the area's menu, and whether they allow any action in it. Actions are matched
 * exactly, not by prefix: `new-products` must not be opened by the keys of `new-products-images`.
 */
export function areaAccess(keys: readonly string[], area: Pick<AdminArea, 'group' | 'title'>) {
  return {
    hasMenu: keys.includes(menuKey(area)),
    hasAction: adminActions.some((action) => keys.includes(actionKey(area, action))),
  };
}

/** Every key of the catalogue: what an administrator holds. */
export const allPermissionKeys = adminAreas.flatMap((area) => [
  menuKey(area),
  ...adminActions.map((action) => actionKey(area, action)),
]);

/** The actions the keys allow in the area: an admin screen shows a button only for an allowed action. */
export function allowedActions(keys: readonly string[], area: Pick<AdminArea, 'group' | 'title'>) {
  return Object.fromEntries(adminActions.map((action) => [action, keys.includes(actionKey(area, action))])) as Record<
    AdminAction,
    boolean
  >;
}

/** Spec §6: an area shows in the sidebar (and opens) only with its menu key and at least one action key. */
export function canOpenArea(keys: readonly string[], area: Pick<AdminArea, 'group' | 'title'>): boolean {
  const { hasMenu, hasAction } = areaAccess(keys, area);
  return hasMenu && hasAction;
}

/**
 * The administrator's keys: the edit keys of users, roles and permissions, the keys that hand out keys. The last role
 * that holds all of them can be neither deleted nor stripped of one, or nobody could give them back.
 */
export const administratorKeys = (['users', 'roles', 'permissions'] as const).map((title) =>
  actionKey(adminAreaByTitle(title), 'edit'),
);

/** Whether the keys include every one of the administrator's keys. */
export const holdsAdministratorKeys = (keys: readonly string[]): boolean =>
  administratorKeys.every((key) => keys.includes(key));

/** The role whose users are blocked from admin and shown the maintenance notice (spec §4, §6). */
export const maintenanceRoleId = 2;

/** Whether a user may open the admin at all: one area by spec §6's rule, and not the maintenance role. */
export function opensAdmin(user: { role_id: number; permissions_keys: readonly string[] }): boolean {
  return user.role_id !== maintenanceRoleId && adminAreas.some((area) => canOpenArea(user.permissions_keys, area));
}
