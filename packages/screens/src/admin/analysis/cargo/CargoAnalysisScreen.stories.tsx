import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../../stories/support.tsx';
// The app loads the chart lazily; a story loads it with the story file (see the file analysis stories).
import '../shared/BarChartView.tsx';
import { CargoAnalysisScreen } from './CargoAnalysisScreen.tsx';

const meta = {
  title: 'Screens/Admin/Analysis/Cargo',
  ...adminStoryMeta(CargoAnalysisScreen, '/admin/analysis/cargo'),
} satisfies Meta<typeof CargoAnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const chartLoad = { timeout: 15000 };

/** A table's rows as text, cells joined by ` | ` (header row first). */
const cellsOf = (table: HTMLElement) =>
  Array.from((table as HTMLTableElement).rows, (row) =>
    Array.from(row.cells, (cell) => cell.textContent?.trim()).join(' | '),
  );

async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(() => {
    const chart = within(canvasElement).getByTestId('chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelector('.recharts-bar-rectangle')).not.toBeNull();
  }, chartLoad);
}

/** Searches the catalogue, adds the product and sets its quantity. */
async function addProduct(page: ReturnType<typeof within>, search: string, title: string, qty: number) {
  await userEvent.type(page.getByRole('textbox', { name: 'Search products' }), search);
  await userEvent.click(page.getByRole('button', { name: 'Search' }));
  await userEvent.click(await page.findByRole('button', { name: `Add ${title}` }, slowLoad));
  const quantity = page.getByRole('textbox', { name: `Quantity of ${title}` });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, `${qty}`);
  await userEvent.tab();
}

/** Nothing chosen yet: the page says how to start. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Cargo analysis' })).toBeVisible();
    await expect(page.getByText('Add products or load a wishlist to see the containers needed.')).toBeVisible();
    await expect(await page.findByRole('button', { name: /Customer/ }, slowLoad)).toBeVisible();
  },
};

/** Ten Viking Warrior Figures (3.81 m³, 177.8 kg each): 38.1 m³ and 1,778 kg. */
export const WithProducts: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await addProduct(page, 'Viking Warrior', 'Viking Warrior Figure', 10);
    const totals = page;
    await expect(await totals.findByText('38.10 m³')).toBeVisible();
    await expect(totals.getByText('1,778.0 kg')).toBeVisible();
    // 20 ft: 38.1 / 33.2 → 2 containers, 38.1 / 66.4 = 57.4 %, 1778 / 56400 = 3.2 %; 40 ft: 1, 56.3 %, 6.7 %;
    // 40 ft HC: 1, 38.1 / 76.3 = 49.9 %, 1778 / 26500 = 6.7 %.
    await expect(cellsOf(page.getByRole('table', { name: 'Containers needed' }))).toEqual([
      'Container | Inner volume | Payload | Containers | Volume used | Payload used | Limited by',
      '20 ft | 33.2 m³ | 28,200 kg | 2 | 57.4 % | 3.2 % | Volume',
      '40 ft | 67.7 m³ | 26,700 kg | 1 | 56.3 % | 6.7 % | Volume',
      '40 ft HC | 76.3 m³ | 26,500 kg | 1 | 49.9 % | 6.7 % | Volume',
    ]);
    await chartDrawn(canvasElement);
  },
};

/**
 * Jordan Lee's wishlist: five products; the Icicle Curtain has no gross weight and is not counted. The others:
 * 4 × 0.17 + 4 × 61.54 + 1 × 199.53 + 6 × 11.27 = 513.99 m³ and 4 × 5.4 + 4 × 633.4 + 4096.6 + 6 × 348.9 = 8,745.2 kg.
 */
export const FromWishlist: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /Customer/ }, slowLoad));
    await userEvent.click(await body().findByRole('option', { name: 'Jordan Lee' }));
    await userEvent.click(page.getByRole('button', { name: 'Load wishlist' }));
    await expect(await page.findByText("Jordan Lee's wishlist: 5 products loaded.", {}, slowLoad)).toBeVisible();
    const totals = page;
    await expect(totals.getByText('15', { selector: 'dd' })).toBeVisible();
    await expect(totals.getByText('513.99 m³')).toBeVisible();
    await expect(totals.getByText('8,745.2 kg')).toBeVisible();
    await expect(page.getByText(/Icicle Curtain 20 m Set – Large \(gross weight not recorded\)/)).toBeVisible();
    // 513.99 / 33.2 → 16, 513.99 / 67.7 → 8, 513.99 / 76.3 → 7; fill 513.99 / 531.2, / 541.6, / 534.1.
    await expect(cellsOf(page.getByRole('table', { name: 'Containers needed' }))).toEqual([
      'Container | Inner volume | Payload | Containers | Volume used | Payload used | Limited by',
      '20 ft | 33.2 m³ | 28,200 kg | 16 | 96.8 % | 1.9 % | Volume',
      '40 ft | 67.7 m³ | 26,700 kg | 8 | 94.9 % | 4.1 % | Volume',
      '40 ft HC | 76.3 m³ | 26,500 kg | 7 | 96.2 % | 4.7 % | Volume',
    ]);
    await chartDrawn(canvasElement);
  },
};

/**
 * Heavy goods: twenty figures of 3.81 m³ and 1,500 kg each (76.2 m³, 30,000 kg) fit one 40 ft HC by volume,
 * but its 26,500 kg payload needs two.
 */
export const OverPayload: Story = {
  beforeEach: () => {
    const product = db.products.find((p) => p.id === 'FG-HUM-0166-01');
    if (!product) throw new Error('The fixtures need the Viking Warrior Figure');
    product.weight_gross = 1500;
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await addProduct(page, 'Viking Warrior', 'Viking Warrior Figure', 20);
    await expect(await page.findByText('40 ft HC: over payload')).toBeVisible();
    await expect(
      page.getByText('The weight needs 2 containers though the volume fits in 1: the 26,500 kg payload limit decides.'),
    ).toBeVisible();
    await expect(cellsOf(page.getByRole('table', { name: 'Containers needed' }))).toEqual([
      'Container | Inner volume | Payload | Containers | Volume used | Payload used | Limited by',
      '20 ft | 33.2 m³ | 28,200 kg | 3 | 76.5 % | 35.5 % | Volume',
      '40 ft | 67.7 m³ | 26,700 kg | 2 | 56.3 % | 56.2 % | Volume',
      '40 ft HC | 76.3 m³ | 26,500 kg | 2 | 49.9 % | 56.6 % | Payload',
    ]);
  },
};

/** The customers for the wishlist picker are still on their way; products can be searched meanwhile. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/customers'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('Loading the customers', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search products' })).toBeVisible();
  },
};

/** The wishlist fails to load once: the error says so and Retry loads it. */
export const WishlistError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/customers/{id}/account', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /Customer/ }, slowLoad));
    await userEvent.click(await body().findByRole('option', { name: 'Jordan Lee' }));
    await userEvent.click(page.getByRole('button', { name: 'Load wishlist' }));
    await expect(await page.findByText('We could not load the wishlist', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByText("Jordan Lee's wishlist: 5 products loaded.", {}, slowLoad)).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** Without the customers' view key the wishlist picker says so; product search still works. */
export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/customers'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the customers', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search products' })).toBeVisible();
  },
};
