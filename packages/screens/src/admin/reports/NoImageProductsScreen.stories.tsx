import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminStoryMeta, mainOf, signedInAs, slowLoad } from '../stories/support.tsx';
import { NoImageProductsScreen } from './NoImageProductsScreen.tsx';

const meta = {
  title: 'Screens/Admin/Products without images',
  ...adminStoryMeta(NoImageProductsScreen, '/admin/report-no-product-images'),
} satisfies Meta<typeof NoImageProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 13 seeded products without pictures, each linking to its record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Products without images' })).toBeVisible();
    await expect(
      await page.findByText('13 products have no images. Open one to add them.', {}, slowLoad),
    ).toBeVisible();
    const grid = within(page.getByRole('grid', { name: 'Products without images' }));
    await expect(grid.getByRole('link', { name: 'FG-ANI-0249-01' })).toHaveAttribute(
      'href',
      '/admin/product-item/FG-ANI-0249-01',
    );
    await expect(grid.getByText('Lion Statue')).toBeVisible();
  },
};

/** Staff holds the report's view key: the same list. */
export const Staff: Story = {
  beforeEach: signedInAs('staff'),
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText('13 products have no images. Open one to add them.', {}, slowLoad),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/reports/products-without-images'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the report', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/reports/products-without-images'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('Every product has at least one image.', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('No products without images.')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/reports/products-without-images', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the report', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('link', { name: 'FG-ANI-0249-01' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/reports/products-without-images'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to this report', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};
