// Every text the blocks show or announce on their own, as one object: for docs, tests and a site that wants to see
// them all. The blocks themselves read only their own table (../<Block>/messages.ts) through useTranslations.
import { badgeMessages } from '../Badge/messages.ts';
import { breadcrumbsMessages } from '../Breadcrumbs/messages.ts';
import { buttonMessages } from '../Button/messages.ts';
import { chipInputMessages } from '../ChipInput/messages.ts';
import type { DataTableLabels } from '../DataTable/dataTableTypes.ts';
import { dataTableMessages } from '../DataTable/messages.ts';
import { dialogMessages } from '../Dialog/messages.ts';
import { passwordFieldMessages } from '../Field/messages.ts';
import type { FileDropLabels } from '../FileDrop/FileDrop.tsx';
import { fileDropMessages } from '../FileDrop/messages.ts';
import { paginationMessages } from '../Pagination/messages.ts';
import type { PaginationLabels } from '../Pagination/paginationLogic.ts';
import { reorderableListMessages } from '../ReorderableList/messages.ts';
import type { ReorderableListLabels } from '../ReorderableList/reorder.ts';
import { scrollerMessages } from '../Scroller/messages.ts';
import { commonMessages } from './common.ts';
import { type Translations, translate } from './translations.ts';

export interface Messages {
  /** Badge's bubble digits and its announced count: "3 items". */
  badge: { number: (count: number) => string; items: (count: number) => string };
  /** Button's name while it works. */
  button: { working: string };
  chipInput: { empty: string; chosen: (label: string) => string; showOptions: string };
  /** DataTable's texts (its pager's come from `pagination`) and its empty state. */
  dataTable: Omit<DataTableLabels, keyof PaginationLabels> & { empty: string };
  pagination: PaginationLabels;
  dialog: { close: string; cancel: string };
  /** The dismiss button of an Alert or a toast, the toast region's name, a Spinner's or a SkeletonGroup's name. */
  common: { dismiss: string; notifications: string; loading: string };
  breadcrumbs: { label: string };
  passwordField: { show: string; hide: string };
  scroller: {
    previous: string;
    next: string;
    stop: string;
    start: string;
    slide: (position: number, total: number) => string;
  };
  fileDrop: FileDropLabels & { choose: { multiple: string; single: string } };
  reorderableList: ReorderableListLabels;
}

/** Each block's table of texts, by the key of its texts in `Messages`. */
export const translations: { readonly [Key in keyof Messages]: Translations<Messages[Key]> } = {
  badge: badgeMessages,
  button: buttonMessages,
  chipInput: chipInputMessages,
  dataTable: dataTableMessages,
  pagination: paginationMessages,
  dialog: dialogMessages,
  common: commonMessages,
  breadcrumbs: breadcrumbsMessages,
  passwordField: passwordFieldMessages,
  scroller: scrollerMessages,
  fileDrop: fileDropMessages,
  reorderableList: reorderableListMessages,
};

/** Every block's texts for a locale (`de-DE`): what the blocks show under that locale when given none of their own. */
export function messagesFor(locale: string): Messages {
  const entries = Object.entries(translations).map(([key, table]) => [key, translate<unknown>(table, locale)]);
  return Object.fromEntries(entries) as Messages;
}
