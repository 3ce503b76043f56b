import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { CmsCatalogScreen } from './CmsCatalogScreen.tsx';

const meta = {
  title: 'Screens/Admin/Catalog',
  ...adminStoryMeta(CmsCatalogScreen, '/admin/catalog'),
} satisfies Meta<typeof CmsCatalogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order with the cut after the 8th category, the seasonal products, and the link to the customer's view. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the catalogue as customers see it' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    await page.findByRole('button', { name: 'Drag Fiberglass Figures' }, slowLoad);
    const rows = within(page.getByRole('grid', { name: 'Order of the top-level categories' })).getAllByRole('row');
    await expect(rows).toHaveLength(14);
    await expect(within(rows[7] as HTMLElement).getByText('Theme-Park Props')).toBeVisible();
    await expect(within(rows[7] as HTMLElement).getByText('Nav chip')).toBeVisible();
    await expect(within(rows[8] as HTMLElement).getByText('Water-Park Features')).toBeVisible();
    await expect(within(rows[8] as HTMLElement).getByText('Menu only')).toBeVisible();
    await expect(
      page.getByText(
        "The catalogue lists the top-level categories in this order. Only the first 8 appear as chips in the customer's navigation; the others are in its category menu.",
      ),
    ).toBeVisible();
    const seasonal = within(await page.findByRole('list', { name: 'Seasonal products' }, slowLoad));
    await expect(seasonal.getAllByRole('listitem')).toHaveLength(12);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories'), scenario('slow', 'GET /api/product/seasonal'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('Loading the categories', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('Loading the seasonal products')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/categories'), scenario('empty', 'GET /api/product/seasonal'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText("No categories yet: the customer's navigation has no chips.", {}, slowLoad),
    ).toBeVisible();
    await expect(
      await page.findByText('No seasonal products: the catalogue home shows no seasonal row.', {}, slowLoad),
    ).toBeVisible();
  },
};

/** Both lists fail once; each has its own Retry. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('server-error', 'GET /api/categories', { once: true }),
      scenario('server-error', 'GET /api/product/seasonal', { once: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the categories', {}, slowLoad)).toBeVisible();
    await expect(await page.findByText('We could not load the seasonal products', {}, slowLoad)).toBeVisible();
    const [retryCategories, retrySeasonal] = page.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retryCategories as HTMLElement);
    await userEvent.click(retrySeasonal as HTMLElement);
    await expect(await page.findByRole('grid', { name: 'Order of the top-level categories' }, slowLoad)).toBeVisible();
    await expect(await page.findByRole('list', { name: 'Seasonal products' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the categories', {}, slowLoad)).toBeVisible();
  },
};
