import type { ResourceTitle } from '@factory/api';
import { PartShown } from '@factory/screens';
import { loadWhileHere } from '@factory/screens/module-load';
import { Spinner, Stack } from '@factory/ui';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { type ResourceRouteName, type RouteDef, type RouteName, routeNamed, routeTable } from './routes/routeTable.ts';
import { AreaError } from './shell/AreaError.tsx';
import { Root } from './shell/Root.tsx';

// Each area's screens are one lazily loaded bundle, but the catalogue's: its home (shell and start page, what
// `/catalog` shows first) is one, and each other catalogue screen is its own, loaded when visited or prefetched.
const publicScreens = () => import('@factory/screens/public');
const catalogHome = () => import('@factory/screens/catalog/home');
const catalogCategory = () => import('@factory/screens/catalog/category');
const catalogSearch = () => import('@factory/screens/catalog/search');
const catalogProduct = () => import('@factory/screens/catalog/product');
const catalogWishlist = () => import('@factory/screens/catalog/wishlist');
const catalogCompare = () => import('@factory/screens/catalog/compare');
const catalogProfile = () => import('@factory/screens/catalog/profile');
const verifyScreens = () => import('@factory/screens/verify');
const adminScreens = () => import('@factory/screens/admin');
/** What a route can fetch ahead of a visit (see `shell/prefetch.ts`): its screens' bundle. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

/**
 * The bundles by route: fetched when a visit starts (beside its data, before the guard has the session) and when a
 * link to the route is pointed at or focused. The catalogue's by screen, the admin's and verify's by area.
 */
const areaPreloads: Partial<Record<RouteDef['area'], () => Promise<unknown>>> = {
  admin: adminScreens,
  verify: verifyScreens,
};
const catalogPreloads: Partial<Record<RouteName, () => Promise<unknown>>> = {
  catalog: catalogHome,
  catalogCategory,
  catalogProducts: catalogSearch,
  catalogProduct,
  catalogWishlist,
  catalogCompare,
  catalogProfile,
};

const fromBundle = <Bundle,>(load: () => Promise<Bundle>, pick: (bundle: Bundle) => ComponentType) => {
  const loadHere = loadWhileHere(load);
  return lazy(async () => ({ default: pick(await loadHere()) }));
};

const Login = fromBundle(publicScreens, (m) => m.LoginScreen);
const NotFound = fromBundle(publicScreens, (m) => m.NotFoundScreen);
const AdminShell = fromBundle(adminScreens, (m) => m.AdminShell);
const AdminOverview = fromBundle(adminScreens, (m) => m.AdminOverviewScreen);
const AdminUnauthorized = fromBundle(adminScreens, (m) => m.AdminUnauthorizedScreen);
const AdminForbidden = fromBundle(adminScreens, (m) => m.AdminForbiddenScreen);
const Permissions = fromBundle(adminScreens, (m) => m.PermissionsScreen);
const Files = fromBundle(adminScreens, (m) => m.FilesScreen);
const Icons = fromBundle(adminScreens, (m) => m.IconsScreen);
const NewProducts = fromBundle(adminScreens, (m) => m.NewProductsScreen);
const NewProductImages = fromBundle(adminScreens, (m) => m.NewProductImagesScreen);
const AccessTypes = fromBundle(adminScreens, (m) => m.AccessTypesScreen);
const AccessType = fromBundle(adminScreens, (m) => m.AccessTypeScreen);
const PatDefaults = fromBundle(adminScreens, (m) => m.PatDefaultsScreen);
const ProductFilters = fromBundle(adminScreens, (m) => m.FiltersScreen);
const ProductFilter = fromBundle(adminScreens, (m) => m.FilterScreen);
const RecycleBin = fromBundle(adminScreens, (m) => m.RecycleBinScreen);
const RecycleBinProducts = fromBundle(adminScreens, (m) => m.RecycleBinProductsScreen);
const AdminProducts = fromBundle(adminScreens, (m) => m.ProductsScreen);
const AdminProduct = fromBundle(adminScreens, (m) => m.ProductScreen);
const AdminNoImageProducts = fromBundle(adminScreens, (m) => m.NoImageProductsScreen);
const CmsCatalog = fromBundle(adminScreens, (m) => m.CmsCatalogScreen);
const AdminCategories = fromBundle(adminScreens, (m) => m.CategoriesScreen);
const AdminCategory = fromBundle(adminScreens, (m) => m.AdminCategoryScreen);
const OperationDocuments = fromBundle(adminScreens, (m) => m.OperationDocumentsScreen);
const FileAnalysis = fromBundle(adminScreens, (m) => m.FileAnalysisScreen);
const CargoAnalysis = fromBundle(adminScreens, (m) => m.CargoAnalysisScreen);
const DevCommands = fromBundle(adminScreens, (m) => m.DevCommandsScreen);
const CatalogShell = fromBundle(catalogHome, (m) => m.CatalogShell);
const CatalogHome = fromBundle(catalogHome, (m) => m.CatalogHomeScreen);
const Category = fromBundle(catalogCategory, (m) => m.CategoryScreen);
const ProductSearch = fromBundle(catalogSearch, (m) => m.ProductSearchScreen);
const Product = fromBundle(catalogProduct, (m) => m.ProductScreen);
const Wishlist = fromBundle(catalogWishlist, (m) => m.WishlistScreen);
const Compare = fromBundle(catalogCompare, (m) => m.CompareScreen);
const Profile = fromBundle(catalogProfile, (m) => m.ProfileScreen);
const VerifyProduct = fromBundle(verifyScreens, (m) => m.VerifyProductScreen);
const ProfileInfo = fromBundle(catalogProfile, (m) => m.ProfileInfoScreen);
const ProfileNotifications = fromBundle(catalogProfile, (m) => m.ProfileNotificationsScreen);
const ProfileDocuments = fromBundle(catalogProfile, (m) => m.ProfileDocumentsScreen);

const loading = (
  <Stack padding="xxl" align="center">
    <Spinner label="Loading the page" showLabel />
  </Stack>
);

/**
 * `/` is a page of its own (landing.html, its own small entry): a link or redirect to it from inside the app loads
 * it from the server, as a visitor arriving there would.
 */
function LandingPageLoad() {
  useEffect(() => window.location.reload(), []);
  return loading;
}

/** A route of the table, guarded, its screen loaded on demand; `parent` makes the path relative to a layout. */
function page(name: RouteName, screen: ReactNode, parent?: RouteName, children?: RouteObject[]): RouteObject {
  const route = routeNamed(name);
  const path = parent ? route.path.slice(routeNamed(parent).path.length + 1) : route.path;
  const handle: RouteHandle = { preload: catalogPreloads[name] ?? areaPreloads[route.area] };
  return {
    path,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={loading}>
          {screen}
          <PartShown />
        </Suspense>
      </RouteGuard>
    ),
    handle,
    children,
  };
}

const catalogChildren: RouteObject[] = [
  { index: true, element: <CatalogHome /> },
  page('catalogCategory', <Category />, 'catalog'),
  page('catalogProducts', <ProductSearch />, 'catalog'),
  page('catalogProduct', <Product />, 'catalog'),
  page('catalogWishlist', <Wishlist />, 'catalog'),
  page('catalogCompare', <Compare />, 'catalog'),
  page('catalogProfile', <Profile />, 'catalog', [
    { index: true, element: <Navigate to="info" replace /> },
    page('catalogProfileInfo', <ProfileInfo />, 'catalogProfile'),
    page('catalogProfileNotifications', <ProfileNotifications />, 'catalogProfile'),
    page('catalogProfileDocuments', <ProfileDocuments />, 'catalogProfile'),
    page('catalogProfileDocumentsFolder', <ProfileDocuments />, 'catalogProfile'),
  ]),
];

/**
 * A list-and-record resource's page (`/admin/{title}` or `/admin/{title}/:id`), from its screens folder
 * (`resourceScreens`, which must give every page its definition asks for).
 */
function resourcePage(title: ResourceTitle, record: boolean): ReactNode {
  const Page = fromBundle(adminScreens, (m) => {
    const screens = m.resourceScreens[title];
    return (record ? screens.record : screens.list) as ComponentType;
  });
  return <Page />;
}

type AdminRouteName = Exclude<Extract<(typeof routeTable)[number], { area: 'admin' }>['name'], 'admin'>;

/** The screen of every other admin route; the shell renders each. A route without its screen is a type error. */
const adminPages: Record<Exclude<AdminRouteName, ResourceRouteName>, ReactNode> = {
  unauthorizedAccess: <AdminUnauthorized />,
  forbiddenAccess: <AdminForbidden />,
  adminPermissions: <Permissions />,
  adminFiles: <Files />,
  adminIcons: <Icons />,
  adminNewProducts: <NewProducts />,
  adminNewProductsImages: <NewProductImages />,
  adminAccessTypes: <AccessTypes />,
  adminAccessType: <AccessType />,
  adminPatDefaults: <PatDefaults />,
  adminProductFilters: <ProductFilters />,
  adminProductFilter: <ProductFilter />,
  adminDataRecycle: <RecycleBin />,
  adminDataRecycleProduct: <RecycleBinProducts />,
  adminProducts: <AdminProducts />,
  adminProduct: <AdminProduct />,
  adminReportNoProductImages: <AdminNoImageProducts />,
  cmsCatalog: <CmsCatalog />,
  adminCategories: <AdminCategories />,
  adminCategory: <AdminCategory />,
  adminOperationDocuments: <OperationDocuments />,
  adminOperationDocumentsFolder: <OperationDocuments />,
  adminAnalysisFiles: <FileAnalysis />,
  adminAnalysisCargo: <CargoAnalysis />,
  adminDevCommands: <DevCommands />,
};

const adminChildren: RouteObject[] = [
  { index: true, element: <AdminOverview /> },
  ...routeTable
    .filter((route) => route.area === 'admin' && route.name !== 'admin')
    .map((route) => {
      const own = Object.hasOwn(adminPages, route.name);
      const screen = own
        ? adminPages[route.name as keyof typeof adminPages]
        : resourcePage((route as RouteDef).permission as ResourceTitle, route.path.endsWith('/:id'));
      return page(route.name, screen, 'admin');
    }),
];

/** The router's tree, derived from the route table; each area has its own error boundary. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        errorElement: <AreaError />,
        children: [page('index', <LandingPageLoad />), page('login', <Login />), page('notFound', <NotFound />)],
      },
      { errorElement: <AreaError />, children: [page('catalog', <CatalogShell />, undefined, catalogChildren)] },
      { errorElement: <AreaError />, children: [page('verifyProduct', <VerifyProduct />)] },
      { errorElement: <AreaError />, children: [page('admin', <AdminShell />, undefined, adminChildren)] },
      { path: '*', element: <Suspense fallback={loading}>{<NotFound />}</Suspense> },
    ],
  },
];
