import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import type { Preview } from '@storybook/react-vite';
import { localeAndThemeGlobals, withLocaleAndTheme } from '../.storybook/localeAndTheme.tsx';

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  ...localeAndThemeGlobals,
  parameters: {
    layout: 'padded',
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
