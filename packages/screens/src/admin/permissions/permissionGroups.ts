// A user's or role's keys laid out by area (spec §6): the menu key and the action keys of each area.
import { type AdminAction, actionKey, adminAreas, adminGroupLabels, menuKey, type Permission } from '@factory/api';

interface PermissionSwitch {
  permission: Permission;
  /** "Menu", "View", "Create", "Edit", "Delete". */
  label: string;
}

export interface PermissionArea {
  title: string;
  /** "Users (User management)". */
  label: string;
  switches: PermissionSwitch[];
}

const actionLabels: Record<AdminAction, string> = { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete' };

/** The catalogue's areas in order, each with its menu key and action keys as the server lists them. */
export function permissionAreas(permissions: readonly Permission[]): PermissionArea[] {
  const byKey = new Map(permissions.map((permission) => [permission.key, permission]));
  return adminAreas.flatMap((area) => {
    const keys: [string, string][] = [
      [menuKey(area), 'Menu'],
      ...Object.entries(actionLabels).map(([action, label]): [string, string] => [
        actionKey(area, action as AdminAction),
        label,
      ]),
    ];
    const switches = keys.flatMap(([key, label]) => {
      const permission = byKey.get(key);
      return permission ? [{ permission, label }] : [];
    });
    return switches.length > 0
      ? [{ title: area.title, label: `${area.label} (${adminGroupLabels[area.group]})`, switches }]
      : [];
  });
}
