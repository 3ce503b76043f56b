// The library's own Storybook: @factory/ui's docs pages and blocks, without the app's screens, its mock server or
// router (`npm run storybook:ui`). The full Storybook (.storybook) still runs every story as a test.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions, vanillaExtract } from '../tooling/vite-shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/docs/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { ...sourceConditions, plugins: [vanillaExtract()] }),
};

export default config;
