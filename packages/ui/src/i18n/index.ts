export { type Messages, messagesFor, translations } from './messages.ts';
export { type Formatters, type Language, languages, type Translations, translate } from './translations.ts';
export { useTranslations } from './useTranslations.ts';
