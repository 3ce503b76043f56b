import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions, vanillaExtract } from '../tooling/vite-shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/screens/src/**/*.stories.tsx'],
  // msw-storybook-addon is wired in preview.tsx (one worker whose unhandled requests fail the story), not
  // registered here, which would start a second worker with the addon's default setup.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker and the mock media files are served from here.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceConditions,
      plugins: [vanillaExtract()],
      // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fails the tests that were running.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'react-aria-components',
          'react-dom/client',
          'react-dom/server',
          'react-router-dom',
          '@tanstack/react-query',
          'msw',
          'msw/browser',
          'zod',
          'zod/mini',
          'dompurify',
          'leaflet',
          'recharts',
        ],
      },
    }),
};

export default config;
