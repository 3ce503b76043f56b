import type { ResourceTitle } from '@factory/api';
import { PartShown } from '@factory/screens';
import { catalogPageCode } from '@factory/screens/catalog/pages';
import { loadWhileHere } from '@factory/screens/module-load';
import { Spinner, Stack } from '@factory/ui';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { type PageDef, type PageName, pages, parentOf, screenName, shellName } from './routes/pages.ts';
import {
  type AdminRouteName,
  adminRoutes,
  type ResourceRouteName,
  type RouteDef,
  routeNamed,
} from './routes/routeTable.ts';
import { AreaError } from './shell/AreaError.tsx';
import { Root } from './shell/Root.tsx';

// The public, verify and admin screens are a bundle per area; each catalogue page's is its screen folder's.
const areaScreens = {
  public: () => import('@factory/screens/public'),
  verify: () => import('@factory/screens/verify'),
};
const adminScreens = () => import('@factory/screens/admin');
/** What a route can fetch ahead of a visit (see `shell/prefetch.ts`): its screens' bundle. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

const fromBundle = <Bundle,>(load: () => Promise<Bundle>, pick: (bundle: Bundle) => ComponentType) => {
  const loadHere = loadWhileHere(load);
  return lazy(async () => ({ default: pick(await loadHere()) }));
};

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
const AdminProduct = fromBundle(adminScreens, (m) => m.AdminProductScreen);
const AdminNoImageProducts = fromBundle(adminScreens, (m) => m.NoImageProductsScreen);
const CmsCatalog = fromBundle(adminScreens, (m) => m.CmsCatalogScreen);
const AdminCategories = fromBundle(adminScreens, (m) => m.CategoriesScreen);
const AdminCategory = fromBundle(adminScreens, (m) => m.AdminCategoryScreen);
const OperationDocuments = fromBundle(adminScreens, (m) => m.OperationDocumentsScreen);
const FileAnalysis = fromBundle(adminScreens, (m) => m.FileAnalysisScreen);
const CargoAnalysis = fromBundle(adminScreens, (m) => m.CargoAnalysisScreen);
const DevCommands = fromBundle(adminScreens, (m) => m.DevCommandsScreen);
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

/**
 * A route of the table, guarded, its screen loaded on demand; `parent` makes the path relative to a layout. Its
 * bundle is fetched when a visit starts (beside its data, before the guard has the session) and when a link to it is
 * pointed at or focused.
 */
function guarded(
  route: RouteDef,
  screen: ReactNode,
  preload: RouteHandle['preload'],
  parent?: RouteDef,
  children?: RouteObject[],
): RouteObject {
  const path = parent ? route.path.slice(parent.path.length + 1) : route.path;
  const handle: RouteHandle = { preload };
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

type Bundle = Partial<Record<string, ComponentType>>;

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

/**
 * A page's bundle: its area's, or a catalogue page's screen folder's (`ProductSearchScreen/index.ts`, or the folder of
 * the page its `code` names); none for `/`, the landing, loaded from the server. pages.test.ts holds every catalogue
 * page to a folder whose bundle exports its screen.
 */
const codeOf = (def: PageDef) =>
  (def.area === 'catalog'
    ? catalogPageCode(screenName(def.code ?? def.name))
    : def.name === 'index'
      ? undefined
      : areaScreens[def.area]) as (() => Promise<Bundle>) | undefined;

/** The screen of a page of the list: its bundle's `<Name>Screen` (or the screen of the page it `shows`). */
function screenOf(def: PageDef): ComponentType {
  const code = codeOf(def);
  return code ? fromBundle(code, (m) => m[screenName(def.shows ?? def.name)] as ComponentType) : LandingPageLoad;
}

const screens = new Map<string, ComponentType>(pages.map((def) => [def.name, screenOf(def)]));
const NotFound = screens.get('notFound') as ComponentType;

/**
 * The routes of a page and the pages in it: a page with a shell is the index inside it; a page that opens one of
 * its pages (a tabbed page) is their layout.
 */
function pageRoutes(def: PageDef, parent?: PageDef): RouteObject {
  const Screen = screens.get(def.name) as ComponentType;
  const inside = pages.filter((other) => parentOf(other) === def).map((other) => pageRoutes(other, def));
  const code = codeOf(def);
  const { shell, opens } = def;
  if (shell && code) {
    const Shell = fromBundle(code, (m) => m[shellName(def.name)] as ComponentType);
    return guarded(def, <Shell />, code, parent, [{ index: true, element: <Screen /> }, ...inside]);
  }
  if (opens) {
    const tab = routeNamed(opens as PageName).path.slice(def.path.length + 1);
    const index: RouteObject = { index: true, element: <Navigate to={tab} replace /> };
    return guarded(def, <Screen />, code, parent, [index, ...inside]);
  }
  return guarded(def, <Screen />, code, parent);
}

/**
 * The screen of every other admin route; the shell renders each. A route without its screen does not compile.
 */
const adminPages: Record<Exclude<AdminRouteName, 'admin' | ResourceRouteName>, ReactNode> = {
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
  ...adminRoutes
    .filter((route): route is Exclude<(typeof adminRoutes)[number], { name: 'admin' }> => route.name !== 'admin')
    .map((route) => {
      const screen = Object.hasOwn(adminPages, route.name)
        ? adminPages[route.name as keyof typeof adminPages]
        : resourcePage((route as RouteDef).permission as ResourceTitle, route.path.endsWith('/:id'));
      return guarded(route, screen, adminScreens, routeNamed('admin'));
    }),
];

/** The router's tree, derived from the page list and the admin's routes; each area has its own error boundary. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      // Each area's pages (the top-level ones; the others are in them) under its own error boundary.
      ...(['public', 'catalog', 'verify'] as const).map((area) => ({
        errorElement: <AreaError />,
        children: pages.filter((def) => def.area === area && !parentOf(def)).map((def) => pageRoutes(def)),
      })),
      {
        errorElement: <AreaError />,
        children: [guarded(routeNamed('admin'), <AdminShell />, adminScreens, undefined, adminChildren)],
      },
      { path: '*', element: <Suspense fallback={loading}>{<NotFound />}</Suspense> },
    ],
  },
];
