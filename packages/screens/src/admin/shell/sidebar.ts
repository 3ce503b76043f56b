// The sidebar and the overview, derived from the permission catalogue and the user's keys (spec §6).
import { type AdminGroup, adminAreas, adminGroupLabels, adminGroups, canOpenArea } from '@factory/api';

/** An area of the catalogue, its title typed as one of the known titles. */
type AdminAreaEntry = (typeof adminAreas)[number];

interface SidebarGroup {
  group: AdminGroup;
  /** The group's heading ("User management"). */
  label: string;
  /** The areas of the group this user may open, in catalogue order. */
  areas: AdminAreaEntry[];
}

/**
 * The groups in spec order, each with the areas whose menu key and at least one action key the user holds;
 * a group with no such area is left out.
 */
export function sidebarGroups(keys: readonly string[]): SidebarGroup[] {
  return adminGroups.flatMap((group) => {
    const areas: AdminAreaEntry[] = adminAreas.filter((area) => area.group === group && canOpenArea(keys, area));
    return areas.length > 0 ? [{ group, label: adminGroupLabels[group], areas }] : [];
  });
}

/** Whether `pathname` is the area's page or one of its records (`/admin/users` and `/admin/users/7`). */
export function isCurrentArea(pathname: string, areaHref: string): boolean {
  return pathname === areaHref || pathname.startsWith(`${areaHref}/`);
}
