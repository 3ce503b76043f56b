// How a block's texts follow the locale: each block keeps its texts in every language beside it (`Badge/messages.ts`),
// so a site bundles the texts of the blocks it imports only, and reads them in the locale of React Aria's
// I18nProvider. Numbers and plurals come from the platform's Intl for that locale.

/** The languages of the company's export markets; any other locale falls back to English. */
export const languages = ['en', 'de', 'fr', 'es', 'pt', 'zh', 'ar'] as const;
export type Language = (typeof languages)[number];

/** Locale-aware formatting the texts are written with. */
export interface Formatters {
  /** A number as the locale writes it: 1,234.5 in English, 1.234,5 in German, ١٬٢٣٤٫٥ in Egyptian Arabic. */
  n: (value: number) => string;
  /** The locale's plural category of a count (`one`, `few`, `other`…). */
  plural: (count: number) => Intl.LDMLPluralRule;
}

/** One block's texts in every language, each written with the locale's formatters. */
export type Translations<Texts> = Readonly<Record<Language, (format: Formatters) => Texts>>;

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);
const cache = new WeakMap<Translations<unknown>, Map<string, unknown>>();

/**
 * A block's texts for a BCP 47 locale (`de-DE`, `pt-BR`, `ar-EG`), by its language; the same object for the same
 * locale, so memoised blocks keep it.
 */
export function translate<Texts>(table: Translations<Texts>, locale: string): Texts {
  const byLocale = cache.get(table) ?? new Map<string, unknown>();
  cache.set(table, byLocale);
  if (byLocale.has(locale)) return byLocale.get(locale) as Texts;
  const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  // A site may ship fewer languages than the tables hold (the app keeps only its own): English stays.
  const texts = (table[isLanguage(language) ? language : 'en'] ?? table.en)({
    n: numbers.format,
    plural: (count) => plurals.select(count),
  });
  byLocale.set(locale, texts);
  return texts;
}
