import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** Button's texts in every language of the company's export markets. */
export const buttonMessages: Translations<Messages['button']> = {
  en: () => ({ working: 'Working' }),
  de: () => ({ working: 'Wird ausgeführt' }),
  fr: () => ({ working: 'En cours' }),
  es: () => ({ working: 'Procesando' }),
  pt: () => ({ working: 'Processando' }),
  zh: () => ({ working: '处理中' }),
  ar: () => ({ working: 'جارٍ التنفيذ' }),
};
