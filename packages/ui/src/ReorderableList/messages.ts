import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';
import { defaultReorderableListLabels } from './reorder.ts';

/** ReorderableList's texts in every language of the company's export markets. */
export const reorderableListMessages: Translations<Messages['reorderableList']> = {
  en: () => defaultReorderableListLabels,
  de: () => ({
    drag: (title) => `${title} ziehen`,
    moveUp: 'Nach oben',
    moveDown: 'Nach unten',
    moveUpItem: (title) => `Nach oben: ${title}`,
    moveDownItem: (title) => `Nach unten: ${title}`,
  }),
  fr: () => ({
    drag: (title) => `Déplacer ${title}`,
    moveUp: 'Monter',
    moveDown: 'Descendre',
    moveUpItem: (title) => `Monter : ${title}`,
    moveDownItem: (title) => `Descendre : ${title}`,
  }),
  es: () => ({
    drag: (title) => `Arrastrar ${title}`,
    moveUp: 'Subir',
    moveDown: 'Bajar',
    moveUpItem: (title) => `Subir: ${title}`,
    moveDownItem: (title) => `Bajar: ${title}`,
  }),
  pt: () => ({
    drag: (title) => `Arrastar ${title}`,
    moveUp: 'Mover para cima',
    moveDown: 'Mover para baixo',
    moveUpItem: (title) => `Mover para cima: ${title}`,
    moveDownItem: (title) => `Mover para baixo: ${title}`,
  }),
  zh: () => ({
    drag: (title) => `拖动 ${title}`,
    moveUp: '上移',
    moveDown: '下移',
    moveUpItem: (title) => `上移：${title}`,
    moveDownItem: (title) => `下移：${title}`,
  }),
  ar: () => ({
    drag: (title) => `سحب ${title}`,
    moveUp: 'نقل لأعلى',
    moveDown: 'نقل لأسفل',
    moveUpItem: (title) => `نقل لأعلى: ${title}`,
    moveDownItem: (title) => `نقل لأسفل: ${title}`,
  }),
};
