import { Badge, Button, Icon, Link, Menu, TextField, timing } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useLogout } from '../../shared/index.ts';
import { categoryMenuEntries, chipCategories, subCategoryEntries, wishlistCountLabel } from '../navigation.ts';
import { categoriesQuery, wishlistQuery } from '../queries.ts';
import * as styles from './CatalogShell.css.ts';

/** The layout of every `/catalog/*` page: the catalogue navigation above the child route. */
export function CatalogShell() {
  return (
    <CatalogLayout>
      <Outlet />
    </CatalogLayout>
  );
}

export interface CatalogLayoutProps {
  /** The page under the navigation (the shell passes its route's outlet). */
  children: ReactNode;
}

/** The navigation header and the page's main landmark. */
export function CatalogLayout({ children }: CatalogLayoutProps) {
  return (
    <div className={styles.page}>
      <CatalogHeader />
      <main className={styles.main}>{children}</main>
    </div>
  );
}

function CatalogHeader() {
  const { routes } = useScreenEnvironment();
  const logout = useLogout();
  return (
    <header className={styles.header}>
      <div className={styles.topRow}>
        <Link href={routes.catalog()} variant="standalone">
          <span className={styles.brand}>Product catalog</span>
        </Link>
        <SearchBox />
        <nav aria-label="Your account">
          <ul className={styles.accountList}>
            <li>
              <WishlistLink />
            </li>
            <li>
              <Link href={routes.profile()} variant="standalone">
                Profile
              </Link>
            </li>
            <li>
              <Button variant="ghost" size="sm" onPress={() => logout.mutate()} isPending={logout.isPending}>
                Log out
              </Button>
            </li>
          </ul>
        </nav>
      </div>
      <CategoryNavigation />
    </header>
  );
}

/** Enter (or the Search button) opens the search results for the typed text. */
function SearchBox() {
  const { routes } = useScreenEnvironment();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(routes.products(text.trim()));
  };
  return (
    <search aria-label="Products" className={styles.searchLandmark}>
      <form onSubmit={submit} className={styles.search}>
        <TextField type="search" label="Search products" value={text} onChange={setText} placeholder="e.g. dinosaur" />
        <Button type="submit" variant="secondary" aria-label="Search">
          <Icon name="search" />
        </Button>
      </form>
    </search>
  );
}

/** The wishlist link; its badge counts the wishlist's items and joins the link's name ("Wishlist 3 items"). */
function WishlistLink() {
  const { routes } = useScreenEnvironment();
  const wishlist = useQuery(wishlistQuery);
  return (
    <Badge count={wishlist.data?.length ?? 0} label={wishlistCountLabel}>
      <Link href={routes.wishlist()} variant="standalone">
        Wishlist
      </Link>
    </Badge>
  );
}

/** The category menu (every category, sub-categories as submenus) and the first 8 categories as chips. */
function CategoryNavigation() {
  const { routes } = useScreenEnvironment();
  const categories = useQuery(categoriesQuery);
  if (categories.isError) {
    return (
      <div className={styles.categoryRow}>
        <span role="alert" className={styles.muted}>
          The categories could not be loaded.
        </span>
        <Button variant="ghost" size="sm" onPress={() => categories.refetch()} isDisabled={categories.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  const list = categories.data ?? [];
  return (
    <nav aria-label="Categories" aria-busy={categories.isPending} className={styles.categoryRow}>
      <Menu
        label="All categories"
        items={categoryMenuEntries(list, routes)}
        openOn="hover"
        closeDelay={timing.menuCloseDelayMs}
        triggerVariant="primary"
      />
      <ul className={styles.chips}>
        {chipCategories(list).map((category) => (
          <li key={category.id}>
            {category.sub_categories.length > 0 ? (
              <Menu
                label={category.title}
                items={subCategoryEntries(category, routes)}
                openOn="hover"
                closeDelay={timing.menuCloseDelayMs}
                triggerVariant="ghost"
              />
            ) : (
              <Link href={routes.category(category.id)} variant="standalone">
                {category.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
