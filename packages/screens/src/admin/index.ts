// @factory/screens/admin: the admin shell, the generic resource screens and the areas built on them.

export { AccessTypeScreen, AccessTypesScreen } from './accessTypes/AccessTypesScreens.tsx';
export { PatDefaultsScreen } from './accessTypes/PatDefaultsScreen.tsx';
export { CargoAnalysisScreen } from './analysis/cargo/CargoAnalysisScreen.tsx';
export { FileAnalysisScreen } from './analysis/files/FileAnalysisScreen.tsx';
export { CategoriesScreen, CategoryScreen as AdminCategoryScreen } from './categories/CategoriesScreens.tsx';
export { CmsCatalogScreen } from './categories/CmsCatalogScreen.tsx';
export { AreasScreen, CompaniesScreen, CustomerScreen, CustomersScreen } from './customers/CustomersScreens.tsx';
export { DevCommandsScreen } from './devCommands/DevCommandsScreen.tsx';
export { FilePicker, type FilePickerProps } from './files/FilePicker.tsx';
export { FilesScreen } from './files/FilesScreen.tsx';
export { FilterScreen, FiltersScreen } from './filters/FiltersScreens.tsx';
export * from './generic/index.ts';
export { IconsScreen, iconChipItems, useIcons } from './icons/IconsScreen.tsx';
export { NewProductImagesScreen } from './newProducts/NewProductImagesScreen.tsx';
export { NewProductsScreen } from './newProducts/NewProductsScreen.tsx';
export { OperationDocumentsScreen } from './operationDocuments/OperationDocumentsScreen.tsx';
export { PermissionsScreen } from './permissions/PermissionsScreen.tsx';
export { ProductScreen } from './products/ProductScreen.tsx';
export { ProductsScreen } from './products/ProductsScreen.tsx';
export { RecycleBinProductsScreen, RecycleBinScreen } from './recycle/RecycleBinScreens.tsx';
export { NoImageProductsScreen } from './reports/NoImageProductsScreen.tsx';
export { RoleScreen, RolesScreen } from './roles/RolesScreens.tsx';
export {
  AdminForbiddenScreen,
  AdminLayout,
  AdminOverviewScreen,
  AdminShell,
  AdminUnauthorizedScreen,
} from './shell/AdminShell.tsx';
export { UserScreen, UsersScreen } from './users/UsersScreens.tsx';
