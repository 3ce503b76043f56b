import { describe, expect, it } from 'vitest';
import { chunksOfRoute, firstLoadOf, type Manifest, stylesOfRoute } from './manifest.ts';

// The shape Vite writes: the two page entries, lazily imported screen bundles, and chunks they share.
const manifest: Manifest = {
  'landing.html': {
    file: 'build/assets/landing-G7.js',
    isEntry: true,
    imports: ['_shared-B2.js'],
    dynamicImports: ['src/landing/hydrate.tsx'],
  },
  'src/landing/hydrate.tsx': {
    file: 'build/assets/hydrate-H8.js',
    imports: ['_blocks-C3.js'],
    css: ['build/assets/hydrate-H8.css'],
  },
  'index.html': {
    file: 'build/assets/index-A1.js',
    isEntry: true,
    imports: ['_shared-B2.js'],
    dynamicImports: ['src/start.tsx'],
    css: ['build/assets/index-A1.css'],
  },
  'src/start.tsx': {
    file: 'build/assets/start-L2.js',
    imports: ['_shared-B2.js'],
    dynamicImports: [
      '../screens/src/public/index.ts',
      '../screens/src/catalog/CatalogScreen/index.ts',
      '../screens/src/catalog/CategoryScreen/index.ts',
    ],
    css: ['build/assets/start-L2.css'],
  },
  '_shared-B2.js': { file: 'build/assets/shared-B2.js', css: ['build/assets/shared-B2.css'] },
  '_blocks-C3.js': {
    file: 'build/assets/blocks-C3.js',
    imports: ['_shared-B2.js'],
    css: ['build/assets/blocks-C3.css'],
  },
  '../screens/src/public/index.ts': {
    file: 'build/assets/public-D4.js',
    imports: ['index.html', '_blocks-C3.js'],
    dynamicImports: ['../screens/src/public/LandingScreen/CompanyMap.tsx'],
    css: ['build/assets/public-D4.css'],
  },
  '../screens/src/public/LandingScreen/CompanyMap.tsx': { file: 'build/assets/CompanyMap-E5.js' },
  '../screens/src/catalog/CatalogScreen/index.ts': {
    file: 'build/assets/home-F6.js',
    imports: ['index.html', '_blocks-C3.js'],
    dynamicImports: ['../screens/src/shared/menuPopover.ts'],
  },
  '../screens/src/shared/menuPopover.ts': { file: 'build/assets/menuPopover-J9.js', imports: ['_blocks-C3.js'] },
  '../screens/src/catalog/CategoryScreen/index.ts': { file: 'build/assets/category-K1.js', imports: ['index.html'] },
};

describe('the files a route loads first', () => {
  it('follows static imports, never lazy ones', () => {
    expect(chunksOfRoute(manifest, 'public').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/index-A1.js',
      'build/assets/public-D4.js',
      'build/assets/shared-B2.js',
    ]);
    expect(chunksOfRoute(manifest, 'entry').sort()).toEqual(['build/assets/index-A1.js', 'build/assets/shared-B2.js']);
    expect(chunksOfRoute(manifest, 'landing').sort()).toEqual([
      'build/assets/landing-G7.js',
      'build/assets/shared-B2.js',
    ]);
  });

  it("finds the catalogue home's bundle (shell and start page), not the other catalogue screens nor its menus", () => {
    expect(chunksOfRoute(manifest, 'catalog').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/home-F6.js',
      'build/assets/index-A1.js',
      'build/assets/shared-B2.js',
    ]);
  });

  it("finds the landing's hydration, imported after the first paint", () => {
    expect(chunksOfRoute(manifest, 'landingHydrate').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/hydrate-H8.js',
      'build/assets/shared-B2.js',
    ]);
  });

  it("counts a page's first load once per file: the landing with its hydration, the router app with the app it starts and the home, and a category's screen beside them", () => {
    expect(firstLoadOf(manifest, 'landing').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/hydrate-H8.js',
      'build/assets/landing-G7.js',
      'build/assets/shared-B2.js',
    ]);
    expect(firstLoadOf(manifest, 'catalogue').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/home-F6.js',
      'build/assets/index-A1.js',
      'build/assets/shared-B2.js',
      'build/assets/start-L2.js',
    ]);
    expect(firstLoadOf(manifest, 'category').sort()).toEqual([
      'build/assets/blocks-C3.js',
      'build/assets/category-K1.js',
      'build/assets/home-F6.js',
      'build/assets/index-A1.js',
      'build/assets/shared-B2.js',
      'build/assets/start-L2.js',
    ]);
  });

  it('lists the style sheets of those chunks once each, imported ones before their importers', () => {
    expect(stylesOfRoute(manifest, 'public')).toEqual([
      'build/assets/shared-B2.css',
      'build/assets/index-A1.css',
      'build/assets/blocks-C3.css',
      'build/assets/public-D4.css',
    ]);
    expect(stylesOfRoute(manifest, 'landingHydrate')).toEqual([
      'build/assets/shared-B2.css',
      'build/assets/blocks-C3.css',
      'build/assets/hydrate-H8.css',
    ]);
  });

  it('names a bundle the build does not have', () => {
    const entryOnly: Manifest = { 'index.html': { file: 'build/assets/index-A1.js', isEntry: true } };
    expect(() => chunksOfRoute(entryOnly, 'catalog')).toThrow('The build manifest has no catalog chunk');
    expect(() => chunksOfRoute(entryOnly, 'landing')).toThrow('The build manifest has no landing chunk');
  });
});
