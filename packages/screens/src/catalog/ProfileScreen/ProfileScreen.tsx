import { Heading, Stack, Tabs } from '@factory/ui';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { profileTabOf, profileTabs } from './profileTabs.ts';

const tabLabels = { info: 'Information', notifications: 'Notifications', documents: 'Documents' } as const;

/** The profile (`profile/*`): link tabs over the tab's child route. */
export function ProfileScreen() {
  return (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  );
}

interface ProfileLayoutProps {
  /** The current tab's page (the profile screen passes its route's outlet). */
  children: ReactNode;
}

/** The profile's heading and link tabs (info, notifications, documents); the tab of the current URL is selected. */
export function ProfileLayout({ children }: ProfileLayoutProps) {
  const { routes } = useScreenEnvironment();
  const current = profileTabOf(useLocation().pathname, routes);
  // Only the selected panel renders, so each tab can hold the same content.
  const items = profileTabs.map((tab) => ({
    id: tab,
    label: tabLabels[tab],
    href: routes.profile(tab),
    content: children,
  }));
  return (
    <Stack gap="lg">
      <Heading level={1}>Your profile</Heading>
      <Tabs label="Profile" items={items} selectedKey={current} />
    </Stack>
  );
}
