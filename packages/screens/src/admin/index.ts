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
// The screens of each list-and-record resource with the generic pages, by its title; the app's admin routes map over
// it. Written by `npm run generate` from the definitions and their screens folders.
export { resourceScreens } from './resourceScreens.gen.ts';
export {
  AdminForbiddenScreen,
  AdminLayout,
  AdminOverviewScreen,
  AdminShell,
  AdminUnauthorizedScreen,
} from './shell/index.ts';
