import { Box, Button, Inline, Link } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { company, type LandingSectionId, landingSections, nav } from '../content.ts';
import { LoginDialog } from '../LoginScreen/LoginDialog.tsx';
import * as styles from './LandingScreen.css.ts';
import type { VisitorKind } from './landingLogic.ts';

export interface SiteHeaderProps {
  /** Who is looking: a customer gets the Catalog link, a visitor the Log in button, nobody while unknown. */
  visitor: VisitorKind;
  /** The section the URL points at, marked as the current location in the nav. */
  current: LandingSectionId | undefined;
}

/** The landing page's sticky header: the company, the section anchors, and Catalog or Log in (spec §2). */
export function SiteHeader({ visitor, current }: SiteHeaderProps) {
  const { routes } = useScreenEnvironment();
  return (
    <header className={styles.header}>
      <Inline align="between" gap="lg" paddingX="xl" paddingY="md">
        <span className={styles.brand}>{company.shortName}</span>
        <Box as="nav" aria-label={nav.label}>
          <ul className={styles.navList}>
            {landingSections.map((section) => (
              <li key={section.id}>
                <Link
                  href={routes.index(section.id)}
                  variant="standalone"
                  aria-current={current === section.id ? 'location' : undefined}
                >
                  {section.label}
                </Link>
              </li>
            ))}
            {visitor === 'customer' && (
              <li>
                <Link href={routes.catalog()} variant="standalone">
                  {nav.catalog}
                </Link>
              </li>
            )}
          </ul>
        </Box>
        {visitor === 'visitor' && <LoginDialog />}
        {visitor === 'unknown' && (
          // The login button's place while the session is checked, so the header does not shift when it appears.
          <div className={styles.reserved}>
            <Button variant="secondary">{nav.login}</Button>
          </div>
        )}
        {visitor === 'customer' && <span />}
      </Inline>
    </header>
  );
}
