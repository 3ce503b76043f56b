// The catalogue home's bundle, lazily imported by the app: the shell every catalogue page sits in comes with it, so
// `/catalog` loads one bundle; the other catalogue pages' bundles are their own folders' index.ts.
export { CatalogShell } from '../CatalogShell/CatalogShell.tsx';
export { CatalogScreen } from './CatalogScreen.tsx';
