// The toolbar's locale and theme, shared by the full Storybook and the library-only one (.storybook-ui).
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, isRTL } from 'react-aria-components';

/**
 * The toolbar's locale reaches every block through React Aria's I18nProvider, as a site's would; the page's direction
 * and the theme (`data-theme`) follow the toolbar too. A story pins them with `globals: { locale: 'ar-EG' }`.
 */
export const withLocaleAndTheme: Decorator = (Story, { globals }) => {
  const locale = String(globals.locale ?? 'en-US');
  const root = document.documentElement;
  root.lang = locale;
  root.dir = isRTL(locale) ? 'rtl' : 'ltr';
  if (globals.theme === 'dark') root.dataset.theme = 'dark';
  else delete root.dataset.theme;
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

export const localeAndThemeGlobals = {
  globalTypes: {
    locale: {
      description: "The blocks' locale (React Aria's I18nProvider)",
      toolbar: {
        icon: 'globe',
        items: ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'zh-CN', 'ar-EG'],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en-US', theme: 'light' },
} satisfies Pick<Preview, 'globalTypes' | 'initialGlobals'>;
