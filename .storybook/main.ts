import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions, vanillaExtract } from '../tooling/vite-shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/screens/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker and the mock media files are served from here.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceConditions, plugins: [vanillaExtract()] }),
};

export default config;
