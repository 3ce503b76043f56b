// @factory/screens/admin: the admin shell, the generic resource screens and the areas built on them. Each area's
// folder has its public entry (index.ts); the rest of its files are its own (`npm run check:deps`).
export { AccessTypeScreen, AccessTypesScreen, PatDefaultsScreen } from './accessTypes/index.ts';
export { CargoAnalysisScreen, FileAnalysisScreen } from './analysis/index.ts';
export { AdminCategoryScreen, CategoriesScreen, CmsCatalogScreen } from './categories/index.ts';
export { DevCommandsScreen } from './devCommands/index.ts';
export { FilePicker, type FilePickerProps, FilesScreen } from './files/index.ts';
export { FilterScreen, FiltersScreen } from './filters/index.ts';
export * from './generic/index.ts';
export { IconsScreen, iconChipItems, useIcons } from './icons/index.ts';
export { NewProductImagesScreen, NewProductsScreen } from './newProducts/index.ts';
export { OperationDocumentsScreen } from './operationDocuments/index.ts';
export { PermissionsScreen } from './permissions/index.ts';
export { AdminProductScreen, ProductsScreen } from './products/index.ts';
export { RecycleBinProductsScreen, RecycleBinScreen } from './recycle/index.ts';
export { NoImageProductsScreen } from './reports/index.ts';
export {
  AdminForbiddenScreen,
  AdminLayout,
  AdminOverviewScreen,
  AdminShell,
  AdminUnauthorizedScreen,
} from './shell/index.ts';

import { areasScreens } from './areas/index.ts';
import { companiesScreens } from './companies/index.ts';
import { customersScreens } from './customers/index.ts';
import type { AllResourceScreens } from './generic/resourceScreens.ts';
import { rolesScreens } from './roles/index.ts';
import { usersScreens } from './users/index.ts';

/**
 * The screens of each list-and-record resource of @factory/api (`serverResources`), by its title: the app's admin
 * routes map over it. A resource without its screens folder here is a type error, not a silent Not found.
 */
export const resourceScreens: AllResourceScreens = {
  users: usersScreens,
  roles: rolesScreens,
  areas: areasScreens,
  companies: companiesScreens,
  customers: customersScreens,
};
