import { opensAdmin } from '@factory/api';
import { Badge, Box, Disclosure, Icon, NativeButton, RoutedLink, timing } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { categoriesQuery, wishlistQuery } from '../../queries/index.ts';
import { HydratesApart, useCurrentUser, useLogout } from '../../shared/index.ts';
import { MenuOnDemand } from '../../shared/onDemand.tsx';
import { SkipLink } from '../../shared/SkipLink.tsx';
import { HeaderSearch } from '../HeaderSearch/HeaderSearch.tsx';
import { categoryMenuEntries, chipCategories, subCategoryEntries, wishlistCountLabel } from '../navigation.ts';
import * as styles from './CatalogShell.css.ts';
import { compactMenuEntries, logOutEntryId } from './headerLogic.ts';

/** The layout of every `/catalog/*` page: the catalogue navigation above the child route. */
export function CatalogShell() {
  return (
    <CatalogLayout>
      <Outlet />
    </CatalogLayout>
  );
}

interface CatalogLayoutProps {
  /** The page under the navigation (the shell passes its route's outlet). */
  children: ReactNode;
}

const mainId = 'catalog-main';

/** A skip link past the navigation (its first Tab stop), the navigation header and the page's main landmark. */
export function CatalogLayout({ children }: CatalogLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink target={mainId}>Skip to content</SkipLink>
      <HydratesApart>
        <CatalogHeader />
      </HydratesApart>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/**
 * The sticky header. From tablet width up: title, search field, wishlist, profile and log out, and below them the
 * category menu and chips in one row. On a phone (≤ 64 px tall): title, a Search button that opens the search field,
 * the wishlist, and a Menu holding the categories, the profile and log out.
 */
function CatalogHeader() {
  const { routes } = useScreenEnvironment();
  const logout = useLogout();
  const categories = useQuery(categoriesQuery);
  const user = useCurrentUser().data;
  // Staff land in the catalogue after login (spec §2); the admin is one link away for those who may open it.
  const withAdmin = user ? opensAdmin(user) : false;
  const logOut = () => logout.mutate();
  return (
    <header className={styles.header}>
      <div className={styles.topRow}>
        <RoutedLink href={routes.catalog()} variant="standalone">
          <span className={styles.brand}>Product catalog</span>
        </RoutedLink>
        {/* In the top row, so the 8 chips below get the whole width (one row on a 1366 px laptop). */}
        <Box display={{ mobile: 'none', tablet: 'block' }}>
          <MenuOnDemand
            label="All categories"
            items={categoryMenuEntries(categories.data ?? [], routes)}
            openOn="hover"
            closeDelay={timing.menuCloseDelayMs}
            triggerVariant="primary"
            triggerSize="sm"
          />
        </Box>
        <Disclosure collapseBelow="tablet" icon="search" isLabelHidden labels={{ toggle: 'Search' }}>
          <HeaderSearch />
        </Disclosure>
        <nav aria-label="Your account" className={styles.account}>
          <Box as="ul" display="flex" alignItems="center" gap={{ mobile: 'xs', tablet: 'lg' }}>
            <li>
              <WishlistLink />
            </li>
            <Box as="li" display={{ mobile: 'none', tablet: 'block' }}>
              <RoutedLink href={routes.profile()} variant="standalone">
                Profile
              </RoutedLink>
            </Box>
            {withAdmin && (
              <Box as="li" display={{ mobile: 'none', tablet: 'block' }}>
                <RoutedLink href={routes.admin()} variant="standalone">
                  Admin
                </RoutedLink>
              </Box>
            )}
            <Box as="li" display={{ mobile: 'none', tablet: 'block' }}>
              <NativeButton
                variant="ghost"
                size="sm"
                onClick={logOut}
                isPending={logout.isPending}
                pendingLabel="Logging out"
              >
                Log out
              </NativeButton>
            </Box>
            <Box as="li" display={{ mobile: 'block', tablet: 'none' }}>
              <MenuOnDemand
                label="Menu"
                items={compactMenuEntries(categories.data ?? [], routes, withAdmin)}
                onAction={(id) => id === logOutEntryId && logOut()}
                triggerVariant="ghost"
              />
            </Box>
          </Box>
        </nav>
      </div>
      <CategoryNavigation />
    </header>
  );
}

/** The wishlist link; its badge counts the wishlist's items and joins the link's name ("Wishlist 3 items"). */
function WishlistLink() {
  const { routes } = useScreenEnvironment();
  const wishlist = useQuery(wishlistQuery);
  // On a phone only the heart shows; the link keeps its name.
  return (
    <Badge count={wishlist.data?.length ?? 0} label={wishlistCountLabel}>
      <RoutedLink href={routes.wishlist()} variant="standalone" aria-label="Wishlist">
        <span className={styles.wishlistTarget}>
          <Icon name="heart-filled" />
          <Box as="span" display={{ mobile: 'none', tablet: 'inline-block' }}>
            Wishlist
          </Box>
        </span>
      </RoutedLink>
    </Badge>
  );
}

/**
 * The first 8 categories as chips (sub-categories as their menus): small and with the row to themselves, so all 8
 * fit one row on a 1366 px laptop, and wrapping to a second row where they do not (a tablet), never hidden.
 */
function CategoryNavigation() {
  const { routes } = useScreenEnvironment();
  const categories = useQuery(categoriesQuery);
  if (categories.isError) {
    return (
      <div className={styles.categoryRow}>
        <span role="alert" className={styles.muted}>
          The categories could not be loaded.
        </span>
        <NativeButton variant="ghost" size="sm" onClick={() => categories.refetch()} disabled={categories.isFetching}>
          Retry
        </NativeButton>
      </div>
    );
  }
  const list = categories.data ?? [];
  // On a phone the header's Menu holds the categories.
  return (
    <Box
      as="nav"
      aria-label="Categories"
      aria-busy={categories.isPending}
      display={{ mobile: 'none', tablet: 'flex' }}
      alignItems="center"
      gap="sm"
    >
      <ul className={styles.chips}>
        {chipCategories(list).map((category) => (
          <li key={category.id}>
            {category.sub_categories.length > 0 ? (
              <MenuOnDemand
                label={category.title}
                items={subCategoryEntries(category, routes)}
                openOn="hover"
                closeDelay={timing.menuCloseDelayMs}
                triggerVariant="ghost"
                triggerSize="sm"
              />
            ) : (
              <RoutedLink href={routes.category(category.id)} variant="standalone">
                {category.title}
              </RoutedLink>
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}
