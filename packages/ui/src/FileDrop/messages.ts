import type { Messages } from '../i18n/messages.ts';
import type { Translations } from '../i18n/translations.ts';

/** FileDrop's texts in every language of the company's export markets. */
export const fileDropMessages: Translations<Messages['fileDrop']> = {
  en: () => ({
    dropHere: { multiple: 'Drop files here or', single: 'Drop a file here or' },
    notAdded: { one: 'This file was not added:', many: 'These files were not added:' },
    notAccepted: (fileName) => `${fileName} — not an accepted type`,
    chosenFiles: (label) => `${label}: chosen files`,
    remove: (fileName) => `Remove ${fileName}`,
    choose: { multiple: 'Choose files', single: 'Choose a file' },
  }),
  de: () => ({
    dropHere: { multiple: 'Dateien hierher ziehen oder', single: 'Eine Datei hierher ziehen oder' },
    notAdded: { one: 'Diese Datei wurde nicht hinzugefügt:', many: 'Diese Dateien wurden nicht hinzugefügt:' },
    notAccepted: (fileName) => `${fileName} – kein zulässiger Dateityp`,
    chosenFiles: (label) => `${label}: ausgewählte Dateien`,
    remove: (fileName) => `${fileName} entfernen`,
    choose: { multiple: 'Dateien auswählen', single: 'Datei auswählen' },
  }),
  fr: () => ({
    dropHere: { multiple: 'Déposez des fichiers ici ou', single: 'Déposez un fichier ici ou' },
    notAdded: { one: 'Ce fichier n’a pas été ajouté :', many: 'Ces fichiers n’ont pas été ajoutés :' },
    notAccepted: (fileName) => `${fileName} — type non accepté`,
    chosenFiles: (label) => `${label} : fichiers choisis`,
    remove: (fileName) => `Retirer ${fileName}`,
    choose: { multiple: 'Choisir des fichiers', single: 'Choisir un fichier' },
  }),
  es: () => ({
    dropHere: { multiple: 'Suelte archivos aquí o', single: 'Suelte un archivo aquí o' },
    notAdded: { one: 'Este archivo no se añadió:', many: 'Estos archivos no se añadieron:' },
    notAccepted: (fileName) => `${fileName}: tipo no admitido`,
    chosenFiles: (label) => `${label}: archivos elegidos`,
    remove: (fileName) => `Quitar ${fileName}`,
    choose: { multiple: 'Elegir archivos', single: 'Elegir un archivo' },
  }),
  pt: () => ({
    dropHere: { multiple: 'Solte arquivos aqui ou', single: 'Solte um arquivo aqui ou' },
    notAdded: { one: 'Este arquivo não foi adicionado:', many: 'Estes arquivos não foram adicionados:' },
    notAccepted: (fileName) => `${fileName}: tipo não aceito`,
    chosenFiles: (label) => `${label}: arquivos escolhidos`,
    remove: (fileName) => `Remover ${fileName}`,
    choose: { multiple: 'Escolher arquivos', single: 'Escolher um arquivo' },
  }),
  zh: () => ({
    dropHere: { multiple: '将文件拖放到此处，或', single: '将文件拖放到此处，或' },
    notAdded: { one: '此文件未添加：', many: '以下文件未添加：' },
    notAccepted: (fileName) => `${fileName}：不支持的文件类型`,
    chosenFiles: (label) => `${label}：已选文件`,
    remove: (fileName) => `移除 ${fileName}`,
    choose: { multiple: '选择文件', single: '选择一个文件' },
  }),
  ar: () => ({
    dropHere: { multiple: 'أفلت الملفات هنا أو', single: 'أفلت ملفًا هنا أو' },
    notAdded: { one: 'لم تتم إضافة هذا الملف:', many: 'لم تتم إضافة هذه الملفات:' },
    notAccepted: (fileName) => `${fileName} — نوع غير مقبول`,
    chosenFiles: (label) => `${label}: الملفات المختارة`,
    remove: (fileName) => `إزالة ${fileName}`,
    choose: { multiple: 'اختيار ملفات', single: 'اختيار ملف' },
  }),
};
