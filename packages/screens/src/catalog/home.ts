// The catalogue home's first load: the shell every catalogue page sits in and the start page. The app
// lazily imports this module alone; the other catalogue screens are modules of their own, loaded when visited.
export { CatalogHomeScreen } from './CatalogHomeScreen/CatalogHomeScreen.tsx';
export { CatalogShell } from './CatalogShell/CatalogShell.tsx';
