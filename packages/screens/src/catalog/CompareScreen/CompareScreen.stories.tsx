import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, mainRegion } from '../stories/support.tsx';
import { CompareScreen } from './CompareScreen.tsx';

/** Two seeded dinosaurs (mocks' fixtures), and two more for a full comparison. */
const triceratops = 'FG-DINO-0161-01';
const stegosaurus = 'FG-DINO-0174-01';
const four = [triceratops, stegosaurus, 'FG-DINO-0174-02', 'FG-DINO-0192-01'];

const comparing = (ids: readonly string[]) => ({
  route: { path: '/catalog/compare', url: `/catalog/compare?ids=${ids.join(',')}` },
});

const meta = {
  title: 'Screens/Catalog/CompareScreen',
  component: CompareScreen,
  // Inside the catalogue navigation, as the app shows it.
  render: () => (
    <CatalogLayout>
      <CompareScreen />
    </CatalogLayout>
  ),
  parameters: { layout: 'fullscreen', ...comparing([triceratops, stegosaurus]) },
  beforeEach: asCustomer,
} satisfies Meta<typeof CompareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row of the table as its header and cells' text. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/**
 * Two products side by side: each column headed by its product (a link to its page), each row a measure: code,
 * H × W × L in metres, weights, volume and categories.
 */
export const TwoProducts: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const table = await page.findByRole('table', { name: '2 products side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => within(header).getByRole('link').textContent),
    ).toEqual(['Triceratops Juvenile Model', 'Stegosaurus Juvenile Model']);
    expect(within(table).getByRole('link', { name: 'Triceratops Juvenile Model' })).toHaveAttribute(
      'href',
      `/catalog/product/${triceratops}`,
    );
    expect(tableRows(table)).toEqual([
      ['Picture', '', ''],
      ['Code', triceratops, stegosaurus],
      ['Dimensions', 'H 2.35 × W 3.75 × L 4.7 m', 'H 5.95 × W 4.15 × L 5.2 m'],
      ['Net weight', '1,242.6 kg', '3,852 kg'],
      ['Gross weight', '1,468.3 kg', '4,547.4 kg'],
      ['Volume', '47.63 m³', '147.66 m³'],
      ['Categories', 'Fiberglass Dinosaurs', 'Fiberglass Dinosaurs'],
    ]);
  },
};

/** Remove takes a product out of the comparison and the address; one left asks for another. */
export const RemoveOne: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    await page.findByRole('table', { name: '2 products side by side' });
    await userEvent.click(page.getByRole('button', { name: 'Remove Triceratops Juvenile Model from the comparison' }));
    const table = await page.findByRole('table', { name: '1 product' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    expect(page.getByText('Add another product from a category or your wishlist to compare it with.')).toBeVisible();
  },
};

/**
 * Four, the most: on a phone the measures' names stay in view while the table scrolls sideways inside its own
 * region, which the keyboard can reach; the page itself does not scroll sideways.
 */
export const FourProducts: Story = {
  parameters: comparing(four),
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const table = await page.findByRole('table', { name: '4 products side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const region = page.getByRole('region', { name: '4 products side by side' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No products in the address: how to choose some, and the way back to the catalogue. */
export const NothingToCompare: Story = {
  parameters: { route: { path: '/catalog/compare', url: '/catalog/compare' } },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByText('No products to compare yet.')).toBeVisible();
    expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await mainRegion(canvasElement).findByRole('progressbar', { name: 'Loading the products' })).toBeVisible();
  },
};

/** One product fails to load: the error with Retry, which loads it again and shows both. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('alert')).toHaveTextContent('We could not load the products');
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(page.getByRole('table', { name: '2 products side by side' })).toBeVisible());
  },
};
