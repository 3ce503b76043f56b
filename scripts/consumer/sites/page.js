// The page every consumer site shows: a few blocks as another company site would use them, without JSX so the
// sites need no compiler. Rendered in the browser, on the server and hydrated.

import {
  Badge,
  Button,
  ChipInput,
  DataTable,
  Icon,
  LazyImage,
  Pagination,
  Select,
  Tabs,
  ToastProvider,
} from '@factory/ui';
import { createElement as h } from 'react';

const rows = [
  { id: 1, name: 'Lantern', price: 1234.5 },
  { id: 2, name: 'Dragon', price: 99 },
];

export function Page() {
  return h(
    ToastProvider,
    null,
    h(Badge, { count: 3 }, h(Button, { variant: 'secondary' }, 'Cart')),
    h(Icon, { name: 'bell', label: 'Alerts' }),
    h(LazyImage, { src: '', alt: 'Lantern', width: 120, aspectRatio: 1 }),
    h(ChipInput, { label: 'Categories', options: [{ id: 1, value: 'Dragons' }] }),
    h(Select, { label: 'Size', items: [{ id: 's', label: 'Small' }] }),
    h(Tabs, {
      label: 'Sections',
      items: [
        { id: 'a', label: 'Lights', content: h('p', null, 'Lights panel') },
        { id: 'b', label: 'Figures', content: h('p', null, 'Figures panel') },
      ],
    }),
    h(DataTable, {
      label: 'Products',
      columns: [
        { key: 'name', header: 'Name', sortable: true },
        { key: 'price', header: 'Price' },
      ],
      rows,
    }),
    h(Pagination, { label: 'Pages', page: 2, pageCount: 5, onPageChange: () => {} }),
  );
}
