import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** Breadcrumbs' texts in every language of the company's export markets. */
export const breadcrumbsMessages: Translations<Messages['breadcrumbs']> = {
  en: () => ({ label: 'Breadcrumbs' }),
  de: () => ({ label: 'Pfadnavigation' }),
  fr: () => ({ label: 'Fil d’Ariane' }),
  es: () => ({ label: 'Ruta de navegación' }),
  pt: () => ({ label: 'Trilha de navegação' }),
  zh: () => ({ label: '面包屑导航' }),
  ar: () => ({ label: 'مسار التنقل' }),
};
