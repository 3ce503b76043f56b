import { demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atPhoneSize } from '../../shared/storyViewports.ts';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import {
  asCustomer,
  asSeasonalCustomer,
  mainRegion,
  seasonalAccessNote,
  topCategoryRows,
} from '../stories/support.tsx';
import { CatalogScreen } from './CatalogScreen.tsx';

const meta = {
  title: 'Screens/Catalog/CatalogScreen',
  component: CatalogScreen,
  // Shown as at /catalog: inside the catalogue navigation.
  render: () => (
    <CatalogLayout>
      <CatalogScreen />
    </CatalogLayout>
  ),
  parameters: { layout: 'fullscreen', route: { path: '/catalog', url: '/catalog' } },
  beforeEach: asCustomer,
} satisfies Meta<typeof CatalogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welcome, a card per category (a link to it), the seasonal products in a carousel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(
      await page.findByRole('heading', { level: 1, name: `Welcome, ${demoAccounts.customer.name}` }),
    ).toBeVisible();
    const cards = within(await page.findByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(cards).toHaveLength(topCategoryRows().length);
    const first = topCategoryRows()[0];
    expect(page.getByRole('link', { name: first?.title })).toHaveAttribute('href', `/catalog/categories/${first?.id}`);
    // The whole catalogue: no note about ranges.
    expect(page.queryByText(/^Your account shows/)).toBeNull();
    const carousel = await page.findByRole('region', { name: 'Seasonal products' });
    // Each card shows the product's own code (the variant's, ending in its number), not the parent code.
    expect(within(carousel).getAllByText(/^[A-Z]+-[A-Z]+-\d{4}-\d{2}$/).length).toBeGreaterThan(0);
    expect(within(carousel).queryAllByText(/^[A-Z]+-[A-Z]+-\d{4}$/)).toEqual([]);
    // Stopped for a steady picture; the rotation itself is the Scroller's own story.
    await userEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
    expect(within(carousel).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

/**
 * A seasonal-only customer sees their three ranges, is told which ranges the account shows and whom to ask, and the
 * search box's example is one of them.
 */
export const Restricted: Story = {
  beforeEach: asSeasonalCustomer,
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('heading', { level: 1, name: 'Welcome, Mateo Rossi' })).toBeVisible();
    const note = await page.findByText(/^Your account shows/);
    expect(note.closest('[role="status"]')).toHaveTextContent(seasonalAccessNote);
    expect(page.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
    expect(within(await page.findByRole('list', { name: 'Categories' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(canvasElement).getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search products, e.g. christmas',
    );
    const carousel = await page.findByRole('region', { name: 'Seasonal products' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
  },
};

/** On a phone the note stands under the welcome, above the categories, within the screen's width. */
export const RestrictedOnPhone: Story = {
  beforeEach: asSeasonalCustomer,
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const note = (await page.findByText(/^Your account shows/)).closest('[role="status"]');
    expect(note).toHaveTextContent(seasonalAccessNote);
    expect(note?.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const categories = await page.findByRole('list', { name: 'Categories' });
    expect(note?.getBoundingClientRect().bottom).toBeLessThan(categories.getBoundingClientRect().top);
    const carousel = await page.findByRole('region', { name: 'Seasonal products' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
  },
};

/** On a phone, two seasonal cards in view, each wide enough for its code on one line and its size. */
export const SeasonalOnPhone: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const carousel = within(await page.findByRole('region', { name: 'Seasonal products' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Stop automatic slide show' }));
    const shown = carousel.getAllByRole('group');
    expect(shown).toHaveLength(2);
    for (const slide of shown) {
      expect(slide.getBoundingClientRect().width).toBeGreaterThan(150);
      const code = within(slide).getByText(/^[A-Z]+-[A-Z]+-\d{4}-\d{2}$/);
      // One line of small text.
      expect(code.getBoundingClientRect().height).toBeLessThan(30);
      expect(within(slide).getByText(/^H [\d.]+ × W [\d.]+ × L [\d.]+ m$/)).toBeVisible();
    }
  },
};

/** While the categories load, the seasonal products wait below them: nothing is pushed down when the cards come. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('progressbar', { name: 'Loading the categories' })).toBeVisible();
    expect(page.queryByRole('heading', { name: 'Seasonal products' })).toBeNull();
    expect(page.queryByRole('region', { name: 'Seasonal products' })).toBeNull();
  },
};

/** The categories are there; the seasonal products are still loading under their heading. */
export const SeasonalLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product/seasonal'));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('list', { name: 'Categories' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Seasonal products' })).toBeVisible();
    expect(page.getByRole('progressbar', { name: 'Loading the seasonal products' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/categories'), scenario('empty', 'GET /api/product/seasonal'));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByText('There are no categories in the catalogue yet.')).toBeVisible();
    expect(await page.findByText('No seasonal products at the moment.')).toBeVisible();
  },
};

/** The seasonal products fail: the rest of the page stays; Retry loads them. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/seasonal', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('alert')).toHaveTextContent('We could not load the seasonal products');
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    const carousel = await page.findByRole('region', { name: 'Seasonal products' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
  },
};

/** A malformed answer says so instead of showing a blank page. */
export const Malformed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('malformed', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    const alerts = await mainRegion(canvasElement).findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('The server sent data we could not read');
  },
};
