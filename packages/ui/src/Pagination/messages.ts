import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';
import { defaultPaginationLabels } from './paginationLogic.ts';

/** Pagination's texts in every language of the company's export markets. */
export const paginationMessages: Translations<Messages['pagination']> = {
  en: ({ n }) => ({
    ...defaultPaginationLabels,
    page: (page) => `Page ${n(page)}`,
    position: (page, pageCount) => `${n(page)} of ${n(pageCount)}`,
  }),
  de: ({ n }) => ({
    previous: 'Vorherige',
    next: 'Nächste',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    page: (page) => `Seite ${n(page)}`,
    position: (page, pageCount) => `${n(page)} von ${n(pageCount)}`,
    gap: '...',
  }),
  fr: ({ n }) => ({
    previous: 'Précédente',
    next: 'Suivante',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    page: (page) => `Page ${n(page)}`,
    position: (page, pageCount) => `${n(page)} sur ${n(pageCount)}`,
    gap: '...',
  }),
  es: ({ n }) => ({
    previous: 'Anterior',
    next: 'Siguiente',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    page: (page) => `Página ${n(page)}`,
    position: (page, pageCount) => `${n(page)} de ${n(pageCount)}`,
    gap: '...',
  }),
  pt: ({ n }) => ({
    previous: 'Anterior',
    next: 'Próxima',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    page: (page) => `Página ${n(page)}`,
    position: (page, pageCount) => `${n(page)} de ${n(pageCount)}`,
    gap: '...',
  }),
  zh: ({ n }) => ({
    previous: '上一页',
    next: '下一页',
    previousPage: '上一页',
    nextPage: '下一页',
    page: (page) => `第 ${n(page)} 页`,
    position: (page, pageCount) => `${n(page)} / ${n(pageCount)}`,
    gap: '...',
  }),
  ar: ({ n }) => ({
    previous: 'السابقة',
    next: 'التالية',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    page: (page) => `الصفحة ${n(page)}`,
    position: (page, pageCount) => `${n(page)} من ${n(pageCount)}`,
    gap: '...',
  }),
};
