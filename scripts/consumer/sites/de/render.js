// A German page rendered in Node: the site gives only its own words (labels, headers) and React Aria's
// I18nProvider; every text the blocks bring must be German. Prints the HTML.

import { Badge, ChipInput, DataTable, Pagination, Spinner } from '@factory/ui';
import { createElement as h } from 'react';
import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';

const rows = Array.from({ length: 12345 }, (_, index) => ({ id: index + 1, name: `Laterne ${index + 1}` }));
const page = h(
  'main',
  null,
  h(Badge, { count: 3 }, h('a', { href: '/warenkorb' }, 'Warenkorb')),
  h(ChipInput, {
    label: 'Kategorien',
    options: [{ id: 1, value: 'Drachen' }],
    defaultValue: [{ id: 1, value: 'Drachen' }],
  }),
  h(DataTable, {
    label: 'Produkte',
    columns: [{ key: 'name', header: 'Bezeichnung', sortable: true }],
    rows,
    selectionMode: 'multiple',
  }),
  h(DataTable, { label: 'Leer', columns: [{ key: 'name', header: 'Bezeichnung' }], rows: [] }),
  h(Pagination, { label: 'Seiten', page: 2, pageCount: 1500, onPageChange: () => {} }),
  h(Spinner, { showLabel: true }),
);
process.stdout.write(renderToString(h(I18nProvider, { locale: 'de-DE' }, page)));
