import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** Scroller's texts in every language of the company's export markets. */
export const scrollerMessages: Translations<Messages['scroller']> = {
  en: ({ n }) => ({
    previous: 'Previous slide',
    next: 'Next slide',
    stop: 'Stop automatic slide show',
    start: 'Start automatic slide show',
    slide: (position, total) => `${n(position)} of ${n(total)}`,
  }),
  de: ({ n }) => ({
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    stop: 'Automatische Diashow anhalten',
    start: 'Automatische Diashow starten',
    slide: (position, total) => `${n(position)} von ${n(total)}`,
  }),
  fr: ({ n }) => ({
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    stop: 'Arrêter le diaporama automatique',
    start: 'Lancer le diaporama automatique',
    slide: (position, total) => `${n(position)} sur ${n(total)}`,
  }),
  es: ({ n }) => ({
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    stop: 'Detener la presentación automática',
    start: 'Iniciar la presentación automática',
    slide: (position, total) => `${n(position)} de ${n(total)}`,
  }),
  pt: ({ n }) => ({
    previous: 'Slide anterior',
    next: 'Próximo slide',
    stop: 'Parar a apresentação automática',
    start: 'Iniciar a apresentação automática',
    slide: (position, total) => `${n(position)} de ${n(total)}`,
  }),
  zh: ({ n }) => ({
    previous: '上一张',
    next: '下一张',
    stop: '停止自动播放',
    start: '开始自动播放',
    slide: (position, total) => `${n(position)} / ${n(total)}`,
  }),
  ar: ({ n }) => ({
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    stop: 'إيقاف العرض التلقائي',
    start: 'بدء العرض التلقائي',
    slide: (position, total) => `${n(position)} من ${n(total)}`,
  }),
};
