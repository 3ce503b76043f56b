import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { DataTable } from './DataTable.tsx';
import { DataTableSkeleton } from './DataTableSkeleton.tsx';
import type { DataTableColumn } from './dataTableTypes.ts';
import type { RowSelection } from './selection.ts';
import { applyQuery, initialQuery, type TableQuery } from './tableState.ts';

interface Body {
  id: number;
  name: string;
  kind: string;
  moons: number;
}

const kinds = ['Planet', 'Moon', 'Asteroid', 'Comet'];
/** 32 generic bodies: "Body 01" … "Body 32", kinds in turn, moon counts scrambled but fixed. */
const makeBodies = (count: number): Body[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Body ${String(i + 1).padStart(String(count).length, '0')}`,
    kind: kinds[i % kinds.length] as string,
    moons: (i * 7) % 40,
  }));
const bodies = makeBodies(32);

const columns: DataTableColumn<Body>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'kind', header: 'Kind', sortable: true },
  { key: 'moons', header: 'Moons', sortable: true, width: 120 },
];

const meta = {
  title: 'Blocks/DataTable',
  component: DataTable<Body>,
  args: { label: 'Bodies', columns, rows: bodies, rowId: (row) => row.id },
} satisfies Meta<typeof DataTable<Body>>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => screen.getByRole('grid', { name: 'Bodies' });
/** The texts of the first cell (the row header) of each rendered body row. */
const firstColumn = () =>
  within(grid())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => within(grid()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const indicator = (text: string) => screen.findByText(text, { selector: '[aria-live]' });

const pageSizePicker = () => screen.getByRole('combobox', { name: 'Rows per page' });
const choosePageSize = (label: string) => userEvent.selectOptions(pageSizePicker(), label);

export const Default: Story = {
  play: async () => {
    await expect(firstColumn()).toEqual(bodies.slice(0, 10).map((body) => body.name));
    await indicator('1 of 4');
    // Beside the spec's page indicator, which rows of how many.
    await expect(screen.getByText('1–10 of 32')).toBeVisible();
    await expect(pageSizePicker()).toHaveDisplayValue('10');
    await expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('2 of 4');
    await expect(firstColumn()[0]).toBe('Body 11');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('4 of 4');
    await expect(screen.getByText('31–32 of 32')).toBeVisible();
    await expect(firstColumn()).toEqual(['Body 31', 'Body 32']);
    await expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await indicator('3 of 4');
  },
};

export const Sorting: Story = {
  play: async () => {
    const moons = header('Moons');
    const moonColumn = () =>
      within(grid())
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('gridcell').at(-1)?.textContent));
    await expect(moons).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(moons);
    await expect(moons).toHaveAttribute('aria-sort', 'ascending');
    const moonsAscending = bodies.map((body) => body.moons).sort((a, b) => a - b);
    await expect(moonColumn()).toEqual(moonsAscending.slice(0, 10));

    await userEvent.click(moons);
    await expect(moons).toHaveAttribute('aria-sort', 'descending');
    await expect(moonColumn()).toEqual(moonsAscending.reverse().slice(0, 10));

    await userEvent.click(moons);
    await expect(moons).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn()).toEqual(bodies.slice(0, 10).map((body) => body.name));

    // Another column after a descending one starts again at ascending.
    await userEvent.click(moons);
    await userEvent.click(moons);
    await userEvent.click(header('Name'));
    await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(moons).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn()[0]).toBe('Body 01');
  },
};

export const KeyboardSort: Story = {
  play: async () => {
    // Tab from the search box and the page size into the grid, then up to the header row.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(grid().contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowUp}');
    const name = header('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn()[0]).toBe('Body 32');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(header('Kind')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(header('Kind')).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(header('Kind')).toHaveAttribute('aria-sort', 'none');
  },
};

/** Escape in the search field clears it and brings every row back, from page 1. */
export const SearchEscapeClears: Story = {
  play: async () => {
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'COMET');
    await indicator('1 of 1');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await indicator('1 of 4');
  },
};

export const Search: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('2 of 4');
    // Upper case finds lower-case values; any column matches; the page goes back to the first.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'COMET');
    await indicator('1 of 1');
    await expect(within(grid()).getAllByRole('row')).toHaveLength(9);
    for (const row of within(grid()).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Comet');
    }
    // A substring inside a value, and numbers too.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'dy 2');
    await expect(firstColumn()).toEqual([
      'Body 20',
      'Body 21',
      'Body 22',
      'Body 23',
      'Body 24',
      'Body 25',
      'Body 26',
      'Body 27',
      'Body 28',
      'Body 29',
    ]);
    await indicator('1 of 1');
  },
};

export const PageSizes: Story = {
  args: { rows: makeBodies(80) },
  play: async () => {
    await indicator('1 of 8');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('2 of 8');
    const sizes = within(pageSizePicker()).getAllByRole('option');
    await expect(sizes.map((option) => option.textContent)).toEqual(['10', '25', '50', '75', 'All']);
    for (const [size, pages] of [
      ['25', '1 of 4'],
      ['50', '1 of 2'],
      ['75', '1 of 2'],
      ['All', '1 of 1'],
      ['10', '1 of 8'],
    ] as const) {
      await choosePageSize(size);
      // A size change always shows the first page; the picker keeps focus and shows the size.
      await indicator(pages);
      await expect(pageSizePicker()).toHaveFocus();
      await expect(pageSizePicker()).toHaveDisplayValue(size);
      // aria-rowcount counts the header row and every row of the page, rendered or not.
      await expect(grid()).toHaveAttribute('aria-rowcount', String((size === 'All' ? 80 : Number(size)) + 1));
      await expect(firstColumn()[0]).toBe('Body 01');
    }
  },
};

/** After every row on one page and back to 10, each page shows exactly its 10 rows, no stale ones from before. */
export const BackFromAll: Story = {
  args: { rows: makeBodies(80) },
  play: async () => {
    await choosePageSize('All');
    await indicator('1 of 1');
    await choosePageSize('10');
    await indicator('1 of 8');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('2 of 8');
    await waitFor(() =>
      expect(firstColumn()).toEqual([
        'Body 11',
        'Body 12',
        'Body 13',
        'Body 14',
        'Body 15',
        'Body 16',
        'Body 17',
        'Body 18',
        'Body 19',
        'Body 20',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await indicator('3 of 8');
    await expect(within(grid()).getAllByRole('row')).toHaveLength(11);
    await expect(firstColumn()[0]).toBe('Body 21');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No bodies match yet' },
  play: async () => {
    await expect(await screen.findByText('No bodies match yet')).toBeVisible();
    await indicator('1 of 1');
    await expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A search that matches nothing says so and names the search; it does not claim the list is empty. */
export const EmptySearch: Story = {
  args: { emptyText: 'No bodies yet' },
  play: async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pluto');
    await expect(await screen.findByText('No items match “pluto”')).toBeVisible();
    await expect(screen.queryByText('No bodies yet')).toBeNull();
  },
};

/** A cell renderer shows a value its own way; sorting and search still use the raw value. */
export const CustomCells: Story = {
  args: {
    columns: [
      ...columns.slice(0, 2),
      { key: 'moons', header: 'Moons', sortable: true, cell: (row: Body) => <strong>{`${row.moons} moons`}</strong> },
    ],
  },
  play: async () => {
    await expect(within(grid()).getAllByText(/^\d+ moons$/)).toHaveLength(10);
  },
};

/** Without `rowId` rows are keyed by their position; selection then follows the position in `rows`. */
export const Selection: Story = {
  args: { rowId: undefined, selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args }) => {
    // The selection is a Set; compare its members.
    const lastSelection = () => [...((args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] ?? [])];
    const rowOf = (name: string) => within(grid()).getByRole('row', { name: new RegExp(name) });
    await userEvent.click(within(rowOf('Body 02')).getByRole('checkbox'));
    await expect(rowOf('Body 02')).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection()).toEqual([1]);
    await userEvent.click(within(rowOf('Body 04')).getByRole('checkbox'));
    await expect(lastSelection()).toEqual([1, 3]);
    // The select-all box is partly checked while some rows are selected.
    await expect(within(grid()).getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    // Sorting keeps the selection on the same rows.
    await userEvent.click(header('Name'));
    await userEvent.click(header('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect(rowOf('Body 02')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf('Body 01')).toHaveAttribute('aria-selected', 'false');
  },
};

export const ThousandsOfRows: Story = {
  args: { rows: makeBodies(3000), defaultQuery: { pageSize: 'all' } },
  play: async () => {
    await indicator('1 of 1');
    await expect(grid()).toHaveAttribute('aria-rowcount', '3001');
    // Only the rows in view (and a few around them) are in the document.
    await expect(within(grid()).getAllByRole('row').length).toBeLessThan(40);
    // Sorting all 3000 rows answers at once.
    await userEvent.click(header('Name'));
    await userEvent.click(header('Name'));
    await expect(firstColumn()[0]).toBe('Body 3000');
    // Scrolling to the end renders the last rows instead of the first ones.
    grid().scrollTop = grid().scrollHeight;
    await waitFor(() => expect(firstColumn()).toContain('Body 0001'));
    await expect(firstColumn()).not.toContain('Body 3000');
    await expect(within(grid()).getAllByRole('row').length).toBeLessThan(40);
    // Rows are numbered as on the whole page (the header is row 1), however few are rendered.
    await expect(within(grid()).getByRole('row', { name: /Body 0001/ })).toHaveAttribute('aria-rowindex', '3001');
  },
};

/** Only the rows around the visible ones are rendered, yet the keyboard reaches every row of the page. */
export const KeyboardOnLongPage: Story = {
  args: { rows: makeBodies(300), defaultQuery: { pageSize: 'all' } },
  play: async () => {
    await indicator('1 of 1');
    within(grid()).getByRole('rowheader', { name: 'Body 001' }).focus();
    const focusedRow = () => document.activeElement?.closest('tr');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRow()?.textContent).toContain('Body 300'));
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '301');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focusedRow()?.textContent).toContain('Body 299');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focusedRow()?.textContent).toContain('Body 001'));
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '2');
    await expect(grid()).toHaveAttribute('aria-rowcount', '301');
  },
};

/**
 * The grid is one tab stop (APG grid): Tab enters at the last focused cell, a cell holding a link hands focus to it,
 * the arrows and Page Down move between cells, and Tab or Shift+Tab leave the grid at once.
 */
export const LinksInCells: Story = {
  args: {
    columns: [
      { key: 'name', header: 'Name', sortable: true, cell: (row: Body) => <Link href={`#${row.id}`}>{row.name}</Link> },
      ...columns.slice(1),
    ],
  },
  play: async () => {
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Body 01' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('link', { name: 'Body 02' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const secondRow = within(grid()).getByRole('row', { name: /Body 02/ });
    await expect(within(secondRow).getByRole('gridcell', { name: 'Moon' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    // Ten rows down from the second is past the page's last row: the last row, same column.
    await expect(document.activeElement?.closest('tr')).toHaveTextContent('Body 10');
    await expect(document.activeElement).toHaveTextContent('Moon');
    // Out of the grid and back: focus returns to the same cell, not to the first link.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(document.activeElement?.closest('tr')).toHaveTextContent('Body 10');
    await expect(document.activeElement).toHaveTextContent('Moon');
    await userEvent.tab({ shift: true });
    await expect(pageSizePicker()).toHaveFocus();
  },
};

const linkedColumns: DataTableColumn<Body>[] = [
  { key: 'name', header: 'Name', sortable: true, cell: (row) => <Link href={`#${row.id}`}>{row.name}</Link> },
  ...columns.slice(1),
];
const keyboardHint = 'Use arrow keys to move between rows and cells; Enter opens.';
/** Whether the element takes up room on screen (the visually hidden hint is a 1 px box). */
const isShown = (element: HTMLElement) => element.getBoundingClientRect().width > 1;

/**
 * The grid is one Tab stop, so it says how to move in it: while focus is in it a hint shows under it (and it is the
 * grid's description for screen readers); leaving the grid hides it again.
 */
export const KeyboardHint: Story = {
  args: { columns: linkedColumns },
  play: async () => {
    await expect(grid()).toHaveAccessibleDescription(keyboardHint);
    const hint = screen.getByText(keyboardHint);
    await expect(isShown(hint)).toBe(false);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Body 01' })).toHaveFocus();
    await expect(isShown(hint)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(isShown(hint)).toBe(true);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await expect(isShown(hint)).toBe(false);
    // Back in: the hint again (as the picture shows).
    await userEvent.tab({ shift: true });
    await expect(isShown(hint)).toBe(true);
  },
};

const opened = fn();

/** Enter on any cell of a row opens the row's own link, not only on the link itself. */
export const EnterOpensTheRow: Story = {
  args: {
    columns: [
      {
        key: 'name',
        header: 'Name',
        cell: (row) => (
          <Link href={`#${row.id}`} onPress={() => opened(row.name)}>
            {row.name}
          </Link>
        ),
      },
      ...columns.slice(1),
    ],
  },
  beforeEach: () => opened.mockClear(),
  play: async () => {
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}');
    const thirdRow = within(grid()).getByRole('row', { name: /Body 03/ });
    await expect(within(thirdRow).getByRole('gridcell', { name: '14' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(opened).toHaveBeenCalledWith('Body 03');
  },
};

/** A page where no row offers an action has no Actions column: End stops on the last column with content. */
export const NoActionsNoColumn: Story = {
  args: { rowActions: { actions: () => [] } },
  play: async () => {
    await expect(within(grid()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(grid()).toHaveAttribute('aria-colcount', '3');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveTextContent('0');
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
  },
};

/** Space on a focused row's cell selects the row, as its checkbox does. */
export const SelectWithSpace: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args }) => {
    within(grid()).getByRole('rowheader', { name: 'Body 03' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(grid()).getByRole('row', { name: /Body 03/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(grid()).getByRole('checkbox', { name: 'Select Body 03' })).toBeChecked();
    await expect([...((args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] ?? [])]).toEqual([3]);
    await userEvent.keyboard('{ArrowDown} ');
    await expect(within(grid()).getByRole('checkbox', { name: 'Select Body 04' })).toBeChecked();
    await expect(within(grid()).getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
  },
};

const serverBodies = makeBodies(95);

/** A fake server: answers a query with one page of 95 bodies after a short wait. */
function ServerTable({
  onQueryChange,
  isLoadingForever,
}: {
  onQueryChange?: (q: TableQuery) => void;
  isLoadingForever?: boolean;
}) {
  const [query, setQuery] = useState<TableQuery>(initialQuery);
  const [page, setPage] = useState(() => applyQuery(serverBodies, initialQuery, (row) => ({ ...row })));
  const [isLoading, setLoading] = useState(Boolean(isLoadingForever));
  useEffect(() => {
    if (isLoadingForever) return;
    setLoading(true);
    const timer = setTimeout(() => {
      setPage(applyQuery(serverBodies, query, (row) => ({ ...row })));
      setLoading(false);
    }, 150);
    return () => clearTimeout(timer);
  }, [query, isLoadingForever]);
  return (
    <DataTable
      label="Bodies"
      columns={columns}
      rows={page.rows}
      rowId={(row) => row.id}
      totalRows={page.totalRows}
      query={query}
      onQueryChange={(next) => {
        onQueryChange?.(next);
        setQuery(next);
      }}
      isLoading={isLoading}
    />
  );
}

export const ServerMode: Story = {
  render: (args) => <ServerTable onQueryChange={args.onQueryChange} />,
  args: { onQueryChange: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await indicator('1 of 10');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...initialQuery, page: 2 });
    // While the next page loads the old rows stay, marked busy.
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(firstColumn()[0]).toBe('Body 01');
    await waitFor(() => expect(firstColumn()[0]).toBe('Body 11'));
    await indicator('2 of 10');
    await userEvent.click(header('Moons'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...initialQuery,
      page: 2,
      sort: { column: 'moons', direction: 'ascending' },
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...initialQuery,
      page: 1,
      search: 'x',
      sort: { column: 'moons', direction: 'ascending' },
    });
    await expect(await screen.findByText('No items match “x”')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ServerTable isLoadingForever />,
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(firstColumn()).toHaveLength(10);
    await expect(screen.getByRole('progressbar', { name: 'Loading' }).closest('[aria-busy]')).toContainElement(grid());
  },
};

/** Selection in server mode keeps ids across pages (the caller gives `rowId`). */
export const ControlledSelection: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<RowSelection>(new Set([3]));
    return (
      <>
        <DataTable {...args} selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected} />
        <p>{`Selected: ${selected === 'all' ? 'all' : [...selected].join(', ')}`}</p>
      </>
    );
  },
  play: async () => {
    await expect(within(grid()).getByRole('row', { name: /Body 03/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select All' }));
    await expect(screen.getByText('Selected: all')).toBeVisible();
  },
};

const rowActions = (onAction: (what: string) => void) => ({
  width: 190,
  actions: (row: Body) => [
    { id: 'edit', label: 'Edit', name: `Edit ${row.name}`, onAction: () => onAction(`edit ${row.name}`) },
    {
      id: 'delete',
      label: 'Delete',
      name: `Delete ${row.name}`,
      tone: 'danger' as const,
      isDisabled: row.moons === 0,
      onAction: () => onAction(`delete ${row.name}`),
    },
  ],
});
const onRowAction = fn();

/** Row actions on a wide table: small buttons in a last column, each named with its row. */
export const RowActions: Story = {
  args: { rowActions: rowActions(onRowAction) },
  beforeEach: () => onRowAction.mockClear(),
  play: async () => {
    await expect(within(grid()).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Body 02' }));
    await expect(onRowAction).toHaveBeenCalledWith('delete Body 02');
    // Body 01 has no moons: its delete is offered but not available.
    await expect(screen.getByRole('button', { name: 'Delete Body 01' })).toBeDisabled();
  },
};

/** A table in a narrow box (a phone, a side panel) shows a card per row, whatever the window's width. */
const inNarrowBox: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 360 }}>
      <Story />
    </div>
  ),
];

/**
 * Cards: the first column is each card's title, the other columns labelled lines, the row actions a menu; the
 * headers stay above as a strip that sorts.
 */
export const Cards: Story = {
  decorators: inNarrowBox,
  args: { rowActions: rowActions(onRowAction), selectionMode: 'multiple' },
  beforeEach: () => onRowAction.mockClear(),
  play: async () => {
    const card = within(within(grid()).getByRole('row', { name: /Body 03/ }));
    // Each value is labelled with its column's header on the card.
    await expect(card.getByText('Kind')).toBeVisible();
    await expect(card.getByText('Asteroid')).toBeVisible();
    await expect(card.getByText('Moons')).toBeVisible();
    // No button of a row in its card: one menu, named after the row.
    await expect(card.queryByRole('button', { name: 'Delete Body 03' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Actions for Body 03' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(onRowAction).toHaveBeenCalledWith('delete Body 03');
    // The header strip still sorts: descending by name puts Body 32 first.
    await userEvent.click(header('Name'));
    await userEvent.click(header('Name'));
    await expect(firstColumn()[0]).toBe('Body 32');
    // Selection on a card.
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select Body 32' }));
    await expect(within(grid()).getByRole('row', { name: /Body 32/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * `cardsBelow={0}` keeps the table at every width: in a narrow box its rows stay rows (the table scrolls sideways) with
 * their action buttons, for a site whose readers compare values across rows.
 */
export const TableKeptInNarrowBox: Story = {
  decorators: inNarrowBox,
  args: { rowActions: rowActions(onRowAction), cardsBelow: 0 },
  beforeEach: () => onRowAction.mockClear(),
  play: async () => {
    const row = within(within(grid()).getByRole('row', { name: /Body 03/ }));
    // A row's own buttons, not a card's menu.
    await expect(row.queryByRole('button', { name: 'Actions for Body 03' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Delete Body 03' }));
    await expect(onRowAction).toHaveBeenCalledWith('delete Body 03');
    await expect(within(grid()).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  },
};

const longName = 'Allosaurus skeleton, life size, with a moving jaw and lit eyes';
const longRows = bodies.map((body, index) => (index === 0 ? { ...body, name: longName } : body));
/** Whether the element's text is cut (it is wider than its box) and ends in "…". */
const cutWithEllipsis = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis';

/** Text and links too long for their cell end in "…" and are whole in the cell's title; words never break. */
export const LongText: Story = {
  args: { rows: longRows, columns: linkedColumns },
  decorators: [
    (Story) => (
      <div style={{ width: 700 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const link = screen.getByRole('link', { name: longName });
    await expect(cutWithEllipsis(link)).toBe(true);
    await expect(link.closest('th')).toHaveAttribute('title', longName);
  },
};

/** The same long name on a card: its title line ends in "…". */
export const LongTextOnCards: Story = {
  args: { rows: longRows },
  decorators: inNarrowBox,
  play: async () => {
    const title = within(grid()).getByRole('rowheader', { name: longName });
    await expect(title).toHaveAttribute('title', longName);
    await expect(cutWithEllipsis(within(title).getByText(longName))).toBe(true);
  },
};

/** Before the first rows arrive: the table's header and grey rows in its columns, named for screen readers. */
export const Skeleton: Story = {
  render: () => <DataTableSkeleton columns={columns} label="Loading the bodies" />,
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading the bodies' })).toBeInTheDocument();
    // The headers are where the table's will be; the grey rows say nothing to assistive technology.
    await expect(screen.getByText('Moons')).toBeVisible();
    await expect(screen.queryByRole('grid')).toBeNull();
  },
};
