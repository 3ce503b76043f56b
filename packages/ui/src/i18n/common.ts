import type { Messages } from './messages.ts';
import type { Translations } from './translations.ts';

/** Texts several blocks share (a dismiss button, the toast region, a busy indicator), in every language. */
export const commonMessages: Translations<Messages['common']> = {
  en: () => ({
    dismiss: 'Dismiss',
    notifications: 'Notifications',
    loading: 'Loading',
  }),
  de: () => ({
    dismiss: 'Schließen',
    notifications: 'Benachrichtigungen',
    loading: 'Wird geladen',
  }),
  fr: () => ({
    dismiss: 'Fermer',
    notifications: 'Notifications',
    loading: 'Chargement',
  }),
  es: () => ({
    dismiss: 'Descartar',
    notifications: 'Notificaciones',
    loading: 'Cargando',
  }),
  pt: () => ({
    dismiss: 'Dispensar',
    notifications: 'Notificações',
    loading: 'Carregando',
  }),
  zh: () => ({
    dismiss: '关闭',
    notifications: '通知',
    loading: '加载中',
  }),
  ar: () => ({
    dismiss: 'تجاهل',
    notifications: 'الإشعارات',
    loading: 'جارٍ التحميل',
  }),
};
