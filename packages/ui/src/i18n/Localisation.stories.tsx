import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { ChipInput } from '../ChipInput/ChipInput.tsx';
import { DataTable } from '../DataTable/DataTable.tsx';
import type { DataTableLabels } from '../DataTable/dataTableTypes.ts';
import { Link } from '../Link/Link.tsx';
import { messagesFor } from './messages.ts';

interface Product {
  id: number;
  name: string;
}
// 12,345 rows: 1,235 pages of ten, a count the locale writes with a group separator.
const rows: Product[] = Array.from({ length: 12345 }, (_, index) => ({ id: index + 1, name: `Lantern ${index + 1}` }));

/** A page of blocks with no texts of their own given: what a site gets from its I18nProvider alone. */
function BlocksPage({ labels }: { labels?: Partial<DataTableLabels> }) {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <Badge count={3}>
        <Link href="/cart">Cart</Link>
      </Badge>
      <ChipInput label="Categories" options={[{ id: 1, value: 'Dragons' }]} />
      <DataTable
        label="Products"
        columns={[{ key: 'name', header: 'Name', sortable: true }]}
        rows={rows}
        selectionMode="multiple"
        visibleRows={3}
        labels={labels}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/Localisation',
  component: BlocksPage,
  // Room above the badge's bubble, which sits half outside its link.
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof BlocksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every built-in English text, as a whole word or phrase (so "All" does not match "Alle"). */
const englishTexts = () => {
  const en = messagesFor('en-US');
  return [
    en.dataTable.search,
    en.dataTable.rowsPerPage,
    en.dataTable.selectAll,
    en.dataTable.empty,
    en.pagination.previous,
    en.pagination.next,
    en.pagination.previousPage,
    en.pagination.nextPage,
    en.chipInput.showOptions,
    'items',
    'of',
    'pagination',
    'chosen',
  ];
};
const shownAndNamed = (root: HTMLElement) =>
  [
    root.innerText,
    ...[...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
  ].join('\n');

export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Cart 3 Artikel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Optionen anzeigen/ })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Alle auswählen' })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Products, Seitennavigation' });
    // The position's numbers in German digits grouping: 1.235 pages.
    await expect(within(pager).getByText('1 von 1.235')).toBeVisible();
    await expect(within(pager).getByRole('button', { name: 'Nächste Seite' })).toBeVisible();
    const page = shownAndNamed(canvasElement);
    const left = englishTexts().filter((text) => new RegExp(`(^|[^\\p{L}])${text}([^\\p{L}]|$)`, 'u').test(page));
    await expect(left).toEqual([]);
  },
};

export const OneInstanceOverrides: Story = {
  globals: { locale: 'de-DE' },
  args: { labels: { rowsPerPage: 'Einträge je Seite' } },
  play: async ({ canvas }) => {
    // The instance's own text wins; the rest still come from the locale.
    await expect(canvas.getByText('Einträge je Seite')).toBeVisible();
    await expect(canvas.queryByText('Zeilen pro Seite')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  },
};

export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const pager = canvas.getByRole('navigation', { name: 'Products، ترقيم الصفحات' });
    await expect(within(pager).getByText('١ من ١٬٢٣٥')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart ٣ عناصر' })).toBeVisible();
    // The bubble's count in the locale's digits too.
    await expect(canvas.getByText('٣')).toBeVisible();
    // Right to left, the pager reads from the right: "previous" sits right of "next".
    const previous = within(pager).getByRole('button', { name: 'الصفحة السابقة' }).getBoundingClientRect();
    const next = within(pager).getByRole('button', { name: 'الصفحة التالية' }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.right);
  },
};
