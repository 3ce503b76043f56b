import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** PasswordField's texts in every language of the company's export markets. */
export const passwordFieldMessages: Translations<Messages['passwordField']> = {
  en: () => ({ show: 'Show password', hide: 'Hide password' }),
  de: () => ({ show: 'Passwort anzeigen', hide: 'Passwort verbergen' }),
  fr: () => ({ show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' }),
  es: () => ({ show: 'Mostrar contraseña', hide: 'Ocultar contraseña' }),
  pt: () => ({ show: 'Mostrar senha', hide: 'Ocultar senha' }),
  zh: () => ({ show: '显示密码', hide: '隐藏密码' }),
  ar: () => ({ show: 'إظهار كلمة المرور', hide: 'إخفاء كلمة المرور' }),
};
