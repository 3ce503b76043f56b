// Library build of @factory/ui, as vanilla-extract advises for libraries: plain ES modules (one per source module, so
// a site's bundler keeps only the blocks it imports; a style module is emitted as `X.styles.js`, never `.css.js`,
// which a site's own vanilla-extract plugin would take for its sources) and static CSS files with no vanilla-extract
// runtime, which no JS module imports, so the JS runs in Node and under React Server Components as it is.
// Declarations come from tsc.
import { cpSync } from 'node:fs';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { sourceConditions, vanillaExtract } from '../../tooling/vite-shared.ts';
import { needsClientDirective } from './build/clientDirective.ts';
import { type BuiltModule, heights, layerOrder, layers, reachable, stylesheet } from './build/stylesheets.ts';
import pkg from './package.json' with { type: 'json' };

// Peers and dependencies stay imports, resolved by the site (one React Aria for the site and the blocks); fonts stay
// bare imports in dist/theme/fonts.js so the site's bundler emits the font files (library mode would inline them into
// the CSS as base64). vanilla-extract is a devDependency: its CSS is compiled away.
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

// The fonts' first subsets (src/theme/fonts: core.css and its .woff2 files) stay files beside dist/theme/fonts.js,
// which imports core.css, for the same reason: the consumer's bundler emits them.
const fontSubsets = 'src/theme/fonts';
const copyFontSubsets = (): Plugin => ({
  name: 'factory-copy-font-subsets',
  closeBundle: () => cpSync(fontSubsets, 'dist/theme/fonts', { recursive: true }),
});

/** "use client" on every module that needs it (./build/clientDirective.ts), the source map kept in step. */
const clientDirective = (): Plugin => ({
  name: 'factory-use-client',
  renderChunk(code) {
    if (!needsClientDirective(code)) return null;
    const output = new MagicString(code).prepend("'use client';\n");
    return { code: output.toString(), map: output.generateMap({ hires: true }) };
  },
});

// A block is a folder of src/ named like a component (`Badge/`); its file holds the CSS of every module in it.
const blockFolder = /^([A-Z][A-Za-z]+)\/[^/]+\.js$/;

/**
 * Replaces Vite's one CSS file per module with the package's style sheets (./build/stylesheets.ts): `theme.css` (the
 * custom properties, light and dark, and what the blocks rely on), the opt-in `reset.css`, `css/<Block>.css` per
 * block, and `styles.css` with the theme and every block.
 */
const styleSheets = (): Plugin => ({
  name: 'factory-style-sheets',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const graph = new Map<string, BuiltModule>();
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      const css = [...(file.viteMetadata?.importedCss ?? [])]
        .map((name) => {
          const asset = bundle[name];
          return asset?.type === 'asset' ? String(asset.source) : '';
        })
        .join('\n');
      // A module loaded on demand (the toast region) brings its styles into the sheets as a static import does.
      graph.set(file.fileName, { imports: [...file.imports, ...file.dynamicImports], css });
    }
    for (const [name, file] of Object.entries(bundle))
      if (file.type === 'asset' && name.endsWith('.css')) delete bundle[name];

    const theme = reachable(graph, ['theme/global.js']);
    const reset = reachable(graph, ['theme/reset.js']);
    const blockLayer = layers(graph);
    const layerName = (id: string) =>
      theme.has(id) ? 'theme' : reset.has(id) ? 'reset' : `blocks-${blockLayer.get(id) ?? 0}`;
    const order = layerOrder(['theme', 'reset'], Math.max(...heights(graph).values()));
    const emit = (fileName: string, entries: string[], include?: (id: string) => boolean) =>
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${order}\n${stylesheet(graph, entries, layerName, include)}\n`,
      });

    emit('theme.css', ['theme/global.js']);
    emit('reset.css', ['theme/reset.js']);
    emit('styles.css', ['theme/global.js', 'index.js'], (id) => !reset.has(id) || theme.has(id));
    const modulesOf = new Map<string, string[]>();
    for (const id of graph.keys()) {
      const block = blockFolder.exec(id)?.[1];
      if (block) modulesOf.set(block, [...(modulesOf.get(block) ?? []), id]);
    }
    for (const [block, modules] of modulesOf) emit(`css/${block}.css`, modules, (id) => !theme.has(id));
  },
});

export default defineConfig({
  ...sourceConditions,
  plugins: [vanillaExtract(), clientDirective(), styleSheets(), copyFontSubsets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        tokens: 'src/tokens.ts',
        'theme/global': 'src/theme/global.ts',
        'theme/reset': 'src/theme/reset.ts',
        'theme/fonts': 'src/theme/fonts.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id === './fonts/core.css',
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // `Badge.css.ts` → `Badge/Badge.styles.js`: no `.css.js` a site's vanilla-extract would compile again.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
