import { Spinner, Stack } from '@factory/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { type RouteName, routeNamed, routeTable } from './routes/routeTable.ts';
import { AreaError } from './shell/AreaError.tsx';
import { Root } from './shell/Root.tsx';

// Each area's screens are one lazily loaded bundle.
const publicScreens = () => import('@factory/screens/public');
const catalogScreens = () => import('@factory/screens/catalog');
const verifyScreens = () => import('@factory/screens/verify');
const adminScreens = () => import('@factory/screens/admin');
const fromBundle = <Bundle,>(load: () => Promise<Bundle>, pick: (bundle: Bundle) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const Landing = fromBundle(publicScreens, (m) => m.LandingScreen);
const Login = fromBundle(publicScreens, (m) => m.LoginScreen);
const NotFound = fromBundle(publicScreens, (m) => m.NotFoundScreen);
const AdminShell = fromBundle(adminScreens, (m) => m.AdminShell);
const AdminOverview = fromBundle(adminScreens, (m) => m.AdminOverviewScreen);
const AdminUnauthorized = fromBundle(adminScreens, (m) => m.AdminUnauthorizedScreen);
const AdminForbidden = fromBundle(adminScreens, (m) => m.AdminForbiddenScreen);
const Users = fromBundle(adminScreens, (m) => m.UsersScreen);
const User = fromBundle(adminScreens, (m) => m.UserScreen);
const Roles = fromBundle(adminScreens, (m) => m.RolesScreen);
const Role = fromBundle(adminScreens, (m) => m.RoleScreen);
const Permissions = fromBundle(adminScreens, (m) => m.PermissionsScreen);
const CatalogShell = fromBundle(catalogScreens, (m) => m.CatalogShell);
const CatalogHome = fromBundle(catalogScreens, (m) => m.CatalogHomeScreen);
const Category = fromBundle(catalogScreens, (m) => m.CategoryScreen);
const ProductSearch = fromBundle(catalogScreens, (m) => m.ProductSearchScreen);
const Product = fromBundle(catalogScreens, (m) => m.ProductScreen);
const Wishlist = fromBundle(catalogScreens, (m) => m.WishlistScreen);
const Profile = fromBundle(catalogScreens, (m) => m.ProfileScreen);
const VerifyProduct = fromBundle(verifyScreens, (m) => m.VerifyProductScreen);
const ProfileInfo = fromBundle(catalogScreens, (m) => m.ProfileInfoScreen);
const ProfileNotifications = fromBundle(catalogScreens, (m) => m.ProfileNotificationsScreen);
const ProfileDocuments = fromBundle(catalogScreens, (m) => m.ProfileDocumentsScreen);

const loading = (
  <Stack padding="xxl" align="center">
    <Spinner label="Loading the page" showLabel />
  </Stack>
);

/** A route of the table, guarded, its screen loaded on demand; `parent` makes the path relative to a layout. */
function page(name: RouteName, screen: ReactNode, parent?: RouteName, children?: RouteObject[]): RouteObject {
  const route = routeNamed(name);
  const path = parent ? route.path.slice(routeNamed(parent).path.length + 1) : route.path;
  return {
    path,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={loading}>{screen}</Suspense>
      </RouteGuard>
    ),
    children,
  };
}

const catalogChildren: RouteObject[] = [
  { index: true, element: <CatalogHome /> },
  page('catalogCategory', <Category />, 'catalog'),
  page('catalogProducts', <ProductSearch />, 'catalog'),
  page('catalogProduct', <Product />, 'catalog'),
  page('catalogWishlist', <Wishlist />, 'catalog'),
  page('catalogProfile', <Profile />, 'catalog', [
    { index: true, element: <Navigate to="info" replace /> },
    page('catalogProfileInfo', <ProfileInfo />, 'catalogProfile'),
    page('catalogProfileNotifications', <ProfileNotifications />, 'catalogProfile'),
    page('catalogProfileDocuments', <ProfileDocuments />, 'catalogProfile'),
    page('catalogProfileDocumentsFolder', <ProfileDocuments />, 'catalogProfile'),
  ]),
];

/** The admin screens built so far, by route; the shell renders every admin route. */
const adminPages: Partial<Record<RouteName, ReactNode>> = {
  unauthorizedAccess: <AdminUnauthorized />,
  forbiddenAccess: <AdminForbidden />,
  adminUsers: <Users />,
  adminUser: <User />,
  adminRoles: <Roles />,
  adminRole: <Role />,
  adminPermissions: <Permissions />,
};

const adminChildren: RouteObject[] = [
  { index: true, element: <AdminOverview /> },
  ...routeTable
    .filter((route) => route.area === 'admin' && route.name !== 'admin')
    // Areas whose screens are not built yet keep answering notFound, still behind their guard.
    .map((route) => page(route.name, adminPages[route.name] ?? <NotFound />, 'admin')),
];

/** The router's tree, derived from the route table; each area has its own error boundary. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        errorElement: <AreaError />,
        children: [page('index', <Landing />), page('login', <Login />), page('notFound', <NotFound />)],
      },
      { errorElement: <AreaError />, children: [page('catalog', <CatalogShell />, undefined, catalogChildren)] },
      { errorElement: <AreaError />, children: [page('verifyProduct', <VerifyProduct />)] },
      { errorElement: <AreaError />, children: [page('admin', <AdminShell />, undefined, adminChildren)] },
      { path: '*', element: <Suspense fallback={loading}>{<NotFound />}</Suspense> },
    ],
  },
];
