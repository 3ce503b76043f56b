import { type AdminAreaTitle, adminAreaByTitle } from '@factory/api';
import { Box, Button, Heading, Inline, Link, Stack, Text } from '@factory/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useCurrentUser, useLogout } from '../../shared/index.ts';
import { SkipLink } from '../../shared/SkipLink.tsx';
import { NoImageProductsCount } from '../reports/index.ts';
import * as styles from './AdminShell.css.ts';
import { isCurrentArea, sidebarGroups } from './sidebar.ts';

const mainId = 'admin-main';

/**
 * The frame of every admin page: a skip link, a header with the user's role title, name and Log out, a sidebar of
 * the areas this user may open (grouped as spec §2, the current one marked), and the page as `main`. Below the
 * desktop breakpoint the sidebar folds behind a Menu button.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { routes } = useScreenEnvironment();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const groups = sidebarGroups(user?.permissions_keys ?? []);

  // Following a sidebar link on a phone closes the menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.page}>
      <SkipLink target={mainId}>Skip to main content</SkipLink>
      <header className={styles.header}>
        <Inline align="between" gap="md" paddingX="lg" paddingY="sm">
          <Inline gap="md">
            <Box display={{ mobile: 'block', desktop: 'none' }}>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={isMenuOpen}
                aria-controls={sidebarId}
                onPress={() => setMenuOpen((open) => !open)}
              >
                Menu
              </Button>
            </Box>
            <Link href={routes.admin()} variant="standalone">
              <span className={styles.brand}>Admin panel</span>
            </Link>
          </Inline>
          {user && (
            <Inline gap="md">
              <Text weight="bold">{user.role_data.title}</Text>
              <Text>{user.name}</Text>
              <Button variant="ghost" size="sm" onPress={() => logout.mutate()} isDisabled={logout.isPending}>
                Log out
              </Button>
            </Inline>
          )}
        </Inline>
      </header>
      <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }}>
        <Box display={{ mobile: isMenuOpen ? 'block' : 'none', desktop: 'flex' }}>
          <nav id={sidebarId} aria-label="Admin areas" className={styles.sidebar}>
            <Stack gap="lg" padding="lg">
              {groups.map((group) => (
                // Not a region of its own: the overview in main has regions of the same names.
                <Stack key={group.group} gap="xs">
                  <h2 className={styles.groupHeading}>{group.label}</h2>
                  <ul className={styles.list} aria-label={group.label}>
                    {group.areas.map((area) => {
                      const href = routes.admin(area.title);
                      return (
                        <li key={area.title}>
                          <Link
                            href={href}
                            variant="standalone"
                            aria-current={isCurrentArea(pathname, href) ? 'page' : undefined}
                          >
                            {area.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </Stack>
              ))}
            </Stack>
          </nav>
        </Box>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          <Box padding={{ mobile: 'md', tablet: 'xl' }}>{children}</Box>
        </main>
      </Box>
    </div>
  );
}

/** The admin routes' layout: every /admin page renders inside it. */
export function AdminShell() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}

/** `/admin`: the areas this user can open, by group, each a link. */
export function AdminOverviewScreen() {
  const { routes } = useScreenEnvironment();
  const { data: user } = useCurrentUser();
  const groups = sidebarGroups(user?.permissions_keys ?? []);
  return (
    <Stack gap="lg">
      <Heading level={1}>Admin panel</Heading>
      {groups.length === 0 ? (
        <Text>Your account may not open any admin area yet. Ask an administrator for access.</Text>
      ) : (
        <Text>{`Welcome, ${user?.name ?? ''}. These are the areas you can open.`}</Text>
      )}
      {groups.map((group) => (
        <Stack key={group.group} gap="sm" as="section" aria-label={group.label}>
          <Heading level={2} size="sm">
            {group.label}
          </Heading>
          <Inline gap="lg" as="ul">
            {group.areas.map((area) => (
              <li key={area.title}>
                <Link href={routes.admin(area.title)} variant="standalone">
                  {area.label}
                </Link>
                {area.title === 'report-no-product-images' && <NoImageProductsCount />}
              </li>
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The no-access pages' words: plain, naming the page that was asked for (its area and address) and whom to ask.
 * `area` is absent when the page's own address was opened (nothing else was asked for).
 */
function accessPageTexts(kind: 'unauthorized' | 'forbidden', asked?: { label: string; address: string }) {
  const page = asked ? `${asked.label} (${asked.address})` : 'this page';
  return kind === 'unauthorized'
    ? {
        title: asked ? `You don’t have access to ${asked.label}` : 'You don’t have access to this page',
        text: `Your account cannot open ${page}. Ask an administrator to give you access to it.`,
      }
    : {
        title: asked ? `You can’t work in ${asked.label} yet` : 'You can’t work in this area yet',
        text: `Your account has ${page} but no permission to view or change anything in it. Ask an administrator to give you access.`,
      };
}

interface AccessPageProps {
  /** The admin area whose page was asked for; the page then names it and keeps its address. */
  area?: AdminAreaTitle;
}

function AccessPage({ kind, area }: AccessPageProps & { kind: 'unauthorized' | 'forbidden' }) {
  const { routes } = useScreenEnvironment();
  const { pathname } = useLocation();
  const { title, text } = accessPageTexts(kind, area && { label: adminAreaByTitle(area).label, address: pathname });
  return (
    <Stack gap="lg" align="start">
      <Heading level={1}>{title}</Heading>
      <Text size="lg">{text}</Text>
      <Inline gap="xl">
        <Link href={routes.admin()} variant="standalone">
          Back to the admin overview
        </Link>
        <Link href={routes.catalog()} variant="standalone">
          Go to the catalogue
        </Link>
      </Inline>
    </Stack>
  );
}

/** unauthorizedAccess inside the shell: the account lacks the area's menu key (spec §6). */
export function AdminUnauthorizedScreen({ area }: AccessPageProps) {
  return <AccessPage kind="unauthorized" area={area} />;
}

/** forbiddenAccess inside the shell: the menu key without any action key of the area (spec §6). */
export function AdminForbiddenScreen({ area }: AccessPageProps) {
  return <AccessPage kind="forbidden" area={area} />;
}
