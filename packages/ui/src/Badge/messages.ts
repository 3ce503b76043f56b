import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** Badge's texts in every language of the company's export markets. */
export const badgeMessages: Translations<Messages['badge']> = {
  en: ({ n, plural }) => ({ number: n, items: (count) => `${n(count)} ${plural(count) === 'one' ? 'item' : 'items'}` }),
  de: ({ n }) => ({ number: n, items: (count) => `${n(count)} Artikel` }),
  fr: ({ n, plural }) => ({
    number: n,
    items: (count) => `${n(count)} ${plural(count) === 'one' ? 'article' : 'articles'}`,
  }),
  es: ({ n, plural }) => ({
    number: n,
    items: (count) => `${n(count)} ${plural(count) === 'one' ? 'artículo' : 'artículos'}`,
  }),
  pt: ({ n, plural }) => ({ number: n, items: (count) => `${n(count)} ${plural(count) === 'one' ? 'item' : 'itens'}` }),
  zh: ({ n }) => ({ number: n, items: (count) => `${n(count)} 项` }),
  ar: ({ n, plural }) => ({
    number: n,
    items: (count) =>
      ({
        zero: 'لا عناصر',
        one: 'عنصر واحد',
        two: 'عنصران',
        few: `${n(count)} عناصر`,
        many: `${n(count)} عنصرًا`,
        other: `${n(count)} عنصر`,
      })[plural(count)],
  }),
};
