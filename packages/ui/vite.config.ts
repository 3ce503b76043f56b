// Library build of @factory/ui: ES modules (one file per source module, so importing one block pulls only what
// it needs) and a single static CSS file with no vanilla-extract runtime. Declarations come from tsc.
import { defineConfig } from 'vite';
import { sourceConditions, vanillaExtract } from '../../tooling/vite-shared.ts';
import pkg from './package.json' with { type: 'json' };

// Fonts stay bare imports in dist/theme/fonts.js so the consumer's bundler emits the font files (library mode
// would inline them into the CSS as base64). vanilla-extract's CSS is compiled away, so it is not external.
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => name !== '@vanilla-extract/css',
);

export default defineConfig({
  ...sourceConditions,
  plugins: [vanillaExtract()],
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
        external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
