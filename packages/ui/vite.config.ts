// Library build of @factory/ui: ES modules (one file per source module, so importing one block pulls only what
// it needs) and a single static CSS file with no vanilla-extract runtime. Declarations come from tsc.
import { cpSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { sourceConditions, vanillaExtract } from '../../tooling/vite-shared.ts';
import pkg from './package.json' with { type: 'json' };

// Fonts stay bare imports in dist/theme/fonts.js so the consumer's bundler emits the font files (library mode
// would inline them into the CSS as base64). vanilla-extract's CSS is compiled away, so it is not external.
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => name !== '@vanilla-extract/css',
);

// The fonts' first subsets (src/theme/fonts: core.css and its .woff2 files) stay files beside dist/theme/fonts.js,
// which imports core.css, for the same reason: the consumer's bundler emits them.
const fontSubsets = 'src/theme/fonts';
const copyFontSubsets = (): Plugin => ({
  name: 'factory-copy-font-subsets',
  closeBundle: () => cpSync(fontSubsets, 'dist/theme/fonts', { recursive: true }),
});

export default defineConfig({
  ...sourceConditions,
  plugins: [vanillaExtract(), copyFontSubsets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', 'theme/global': 'src/theme/global.ts', 'theme/fonts': 'src/theme/fonts.ts' },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) ||
        /^react(-dom)?(\/|$)/.test(id) ||
        id === './fonts/core.css',
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
