// The areas area's public entry: its screens, for the admin's routes (admin/index.ts `resourceScreens`).
import type { ResourceScreens } from '../generic/resourceScreens.ts';
import { AreasScreen } from './AreasScreen.tsx';
import { areasResource } from './areasResource.tsx';

/** The areas resource's screens, for the admin's routes. */
export const areasScreens = { resource: areasResource, list: AreasScreen } satisfies ResourceScreens<'areas'>;
