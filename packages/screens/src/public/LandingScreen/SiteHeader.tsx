import { Box, Disclosure, Inline, NativeButton, NativeLink } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/ScreenEnvironment.tsx';
import { company, type LandingSectionId, landingSections, nav } from '../content.ts';
import { LoginDialog } from '../LoginScreen/LoginDialog.tsx';
import * as styles from './LandingScreen.css.ts';
import type { VisitorKind } from './landingLogic.ts';
import { useLandingNavigationSource } from './landingNavigation.tsx';

interface SiteHeaderProps {
  /** Who is looking: a customer gets the Catalog link, a visitor the Log in button, nobody while unknown. */
  visitor: VisitorKind;
  /** The section the URL points at, marked as the current location in the nav. */
  current: LandingSectionId | undefined;
}

/**
 * The landing page's sticky header: the company, the section anchors, and Catalog or Log in (spec §2). Below desktop
 * width the anchors and Log in / Catalog sit behind a Menu button (APG disclosure navigation).
 */
export function SiteHeader({ visitor, current }: SiteHeaderProps) {
  const { routes } = useScreenEnvironment();
  const { navigate } = useLandingNavigationSource();
  return (
    <header className={styles.header}>
      <Inline align="between" gap="lg" paddingX={{ mobile: 'md', tablet: 'xl' }} paddingY="md">
        <span className={styles.brand}>{company.shortName}</span>
        <Disclosure collapseBelow="desktop" icon="menu" labels={{ toggle: nav.menu }}>
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', desktop: 'row' }}
            alignItems={{ mobile: 'flex-start', desktop: 'center' }}
            justifyContent="space-between"
            gap="lg"
            paddingTop={{ mobile: 'sm', desktop: 'none' }}
          >
            <Box as="nav" aria-label={nav.label}>
              <Box
                as="ul"
                display="flex"
                flexDirection={{ mobile: 'column', desktop: 'row' }}
                flexWrap="wrap"
                gap={{ mobile: 'sm', desktop: 'xl' }}
              >
                {landingSections.map((section) => (
                  <li key={section.id}>
                    <NativeLink
                      href={routes.index(section.id)}
                      onNavigate={navigate}
                      variant="standalone"
                      aria-current={current === section.id ? 'location' : undefined}
                    >
                      {section.label}
                    </NativeLink>
                  </li>
                ))}
                {visitor === 'customer' && (
                  <li>
                    <NativeLink href={routes.catalog()} onNavigate={navigate} variant="standalone">
                      {nav.catalog}
                    </NativeLink>
                  </li>
                )}
              </Box>
            </Box>
            {visitor === 'visitor' && <LoginDialog />}
            {visitor === 'unknown' && (
              // The login button's place while the session is checked, so the header does not shift when it appears.
              <div className={styles.reserved}>
                <NativeButton variant="secondary">{nav.login}</NativeButton>
              </div>
            )}
          </Box>
        </Disclosure>
      </Inline>
    </header>
  );
}
