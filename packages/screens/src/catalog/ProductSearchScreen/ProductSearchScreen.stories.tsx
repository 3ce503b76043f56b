import { login } from '@factory/api';
import { demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asCustomer } from '../stories/support.tsx';
import { ProductSearchScreen } from './ProductSearchScreen.tsx';

const query = 'statue';

const meta = {
  title: 'Screens/Catalog/ProductSearchScreen',
  component: ProductSearchScreen,
  parameters: { layout: 'padded', route: { path: '/catalog/products', url: `/catalog/products?q=${query}` } },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProductSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The range shown of the server's count, the first 24 cards and the pager. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { level: 1, name: `Search results for “${query}”` })).toBeVisible();
    expect(await canvas.findByRole('status')).toHaveTextContent('1–24 of 66');
    const results = within(canvas.getByRole('list', { name: 'Products found' }));
    expect(results.getAllByRole('listitem')).toHaveLength(24);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of products' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', `/catalog/products?q=${query}&page=3`);
  },
};

/** A page link loads that page of the same search. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(await canvas.findByRole('navigation', { name: 'Pages of products' }));
    await userEvent.click(pages.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('25–48 of 66'));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The search's filters narrow it, with their counts. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('1–24 of 66');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Outdoor (23)' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–23 of 23'));
    expect(within(canvas.getByRole('list', { name: 'Products found' })).getAllByRole('listitem')).toHaveLength(23);
  },
};

/** A "Seasonal only" customer searches: a product of a range closed to them is not found. */
export const RestrictedCustomer: Story = {
  parameters: { route: { path: '/catalog/products', url: '/catalog/products?q=viking' } },
  beforeEach: async () => {
    const { email, password } = demoAccounts.seasonal;
    await login({ email, password, remember: false });
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('0 results for “viking”')).toBeVisible();
  },
};

/** Nothing matches: the count, a hint and a way back to the categories. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(`0 results for “${query}”`)).toBeVisible();
    expect(await canvas.findByRole('link', { name: 'Browse the categories instead' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

/** The words a search matched are marked in each result's title: "T-Rex" for "t rex". */
export const HighlightedResults: Story = {
  parameters: { route: { path: '/catalog/products', url: '/catalog/products?q=t%20rex' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('1–11 of 11');
    const cards = within(canvas.getByRole('list', { name: 'Products found' })).getAllByRole('heading', { level: 2 });
    for (const card of cards) expect(card.querySelector('mark')).toHaveTextContent('T-Rex');
  },
};

/** Nothing holds every word: the nearest categories and products instead of a dead end. */
export const NearestInstead: Story = {
  parameters: { route: { path: '/catalog/products', url: '/catalog/products?q=dinosuar%20lantren' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('0 results for “dinosuar lantren”')).toBeVisible();
    expect(await canvas.findByText('No product holds every word; these come closest.')).toBeVisible();
    const categories = within(canvas.getByRole('navigation', { name: 'Nearest categories' }));
    expect(categories.getByRole('link', { name: 'Dinosaur Skeletons' })).toHaveAttribute(
      'href',
      '/catalog/categories/20',
    );
    const products = within(canvas.getByRole('region', { name: 'Nearest products' }));
    expect(products.getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** Nothing comes close at all: the way back to the categories. */
export const NothingNear: Story = {
  parameters: { route: { path: '/catalog/products', url: '/catalog/products?q=zzzz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('Nothing in the catalogue comes close to these words.')).toBeVisible();
    expect(await canvas.findByRole('link', { name: 'Browse the categories instead' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Searching the catalogue' })).toBeVisible();
  },
};

/** The search fails; Retry searches again. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not search the catalogue');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByRole('list', { name: 'Products found' })).toBeVisible();
  },
};

export const Malformed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('malformed', 'GET /api/product'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The server sent data we could not read');
  },
};
