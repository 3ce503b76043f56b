import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** Dialog's texts in every language of the company's export markets. */
export const dialogMessages: Translations<Messages['dialog']> = {
  en: () => ({ close: 'Close', cancel: 'Cancel' }),
  de: () => ({ close: 'Schließen', cancel: 'Abbrechen' }),
  fr: () => ({ close: 'Fermer', cancel: 'Annuler' }),
  es: () => ({ close: 'Cerrar', cancel: 'Cancelar' }),
  pt: () => ({ close: 'Fechar', cancel: 'Cancelar' }),
  zh: () => ({ close: '关闭', cancel: '取消' }),
  ar: () => ({ close: 'إغلاق', cancel: 'إلغاء' }),
};
