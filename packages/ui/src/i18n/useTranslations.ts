import { useLocale } from 'react-aria-components';
import { type Translations, translate } from './translations.ts';

/** A block's texts in the locale of the nearest React Aria `I18nProvider` (else the browser's). */
export function useTranslations<Texts>(table: Translations<Texts>): Texts {
  return translate(table, useLocale().locale);
}
