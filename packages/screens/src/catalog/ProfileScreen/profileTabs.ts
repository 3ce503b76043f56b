// The profile's tabs: the one list the screens' routes, the tab bar and the app's links all use.
import type { ScreenRoutes } from '../../environment/index.ts';

export const profileTabs = ['info', 'notifications', 'documents'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The profile tab a path belongs to: a documents folder is in the documents tab; anything else is info. */
export function profileTabOf(pathname: string, routes: Pick<ScreenRoutes, 'profile'>): ProfileTab {
  const inTab = (tab: ProfileTab) => pathname === routes.profile(tab) || pathname.startsWith(`${routes.profile(tab)}/`);
  return profileTabs.find(inTab) ?? 'info';
}
