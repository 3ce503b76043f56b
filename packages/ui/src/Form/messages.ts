import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';
import { ruleMessages } from './validation.ts';

/** The field rules' messages in every language of the company's export markets. */
export const ruleMessagesByLanguage: Translations<Messages['rules']> = {
  en: () => ruleMessages,
  de: ({ n }) => ({
    required: 'Die Eingabe darf nicht leer sein.',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein',
    max: (limit) => `darf höchstens ${n(limit)} sein`,
    min: (limit) => `muss mindestens ${n(limit)} sein`,
  }),
  fr: ({ n }) => ({
    required: 'Ce champ ne doit pas être vide.',
    email: 'Saisissez une adresse e-mail valide',
    max: (limit) => `doit être inférieur ou égal à ${n(limit)}`,
    min: (limit) => `doit être supérieur ou égal à ${n(limit)}`,
  }),
  es: ({ n }) => ({
    required: 'El campo no puede estar vacío.',
    email: 'Introduzca una dirección de correo electrónico válida',
    max: (limit) => `debe ser menor o igual que ${n(limit)}`,
    min: (limit) => `debe ser mayor o igual que ${n(limit)}`,
  }),
  pt: ({ n }) => ({
    required: 'O campo não pode ficar vazio.',
    email: 'Insira um endereço de e-mail válido',
    max: (limit) => `deve ser menor ou igual a ${n(limit)}`,
    min: (limit) => `deve ser maior ou igual a ${n(limit)}`,
  }),
  zh: ({ n }) => ({
    required: '输入不能为空。',
    email: '请输入有效的电子邮件地址',
    max: (limit) => `必须小于或等于 ${n(limit)}`,
    min: (limit) => `必须大于或等于 ${n(limit)}`,
  }),
  ar: ({ n }) => ({
    required: 'يجب ألا يكون الحقل فارغًا.',
    email: 'أدخل عنوان بريد إلكتروني صالحًا',
    max: (limit) => `يجب أن يكون أقل من أو يساوي ${n(limit)}`,
    min: (limit) => `يجب أن يكون أكبر من أو يساوي ${n(limit)}`,
  }),
};
