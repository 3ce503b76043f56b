import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** ChipInput's texts in every language of the company's export markets. */
export const chipInputMessages: Translations<Messages['chipInput']> = {
  en: () => ({ empty: 'No Data Available', chosen: (label) => `${label}, chosen`, showOptions: 'Show options' }),
  de: () => ({
    empty: 'Keine Daten vorhanden',
    chosen: (label) => `${label}, ausgewählt`,
    showOptions: 'Optionen anzeigen',
  }),
  fr: () => ({
    empty: 'Aucune donnée disponible',
    chosen: (label) => `${label}, sélection`,
    showOptions: 'Afficher les options',
  }),
  es: () => ({
    empty: 'No hay datos disponibles',
    chosen: (label) => `${label}, elegidos`,
    showOptions: 'Mostrar opciones',
  }),
  pt: () => ({
    empty: 'Nenhum dado disponível',
    chosen: (label) => `${label}, escolhidos`,
    showOptions: 'Mostrar opções',
  }),
  zh: () => ({ empty: '暂无数据', chosen: (label) => `${label}，已选`, showOptions: '显示选项' }),
  ar: () => ({ empty: 'لا توجد بيانات', chosen: (label) => `${label}، المختارة`, showOptions: 'إظهار الخيارات' }),
};
