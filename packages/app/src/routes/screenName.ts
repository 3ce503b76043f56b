// A page's screen, screen folder and shell are called by the page's name. Its own module, without imports, so the build's
// scripts (scripts/manifest.ts, run by Node) find a page's bundle by the same rule the router finds its screen.

/** The export of a page's bundle that is its screen, and its folder: `productSearch` → `ProductSearchScreen`. */
export type ScreenName<Name extends string> = `${Capitalize<Name>}Screen`;

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export const screenName = <Name extends string>(name: Name): ScreenName<Name> =>
  `${capitalized(name)}Screen` as ScreenName<Name>;

/** The layout of a page with a shell, and its folder: `catalog` → `CatalogShell`. */
export const shellName = (name: string) => `${capitalized(name)}Shell`;
