import { getProducts } from '@factory/api';
import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** "N results for “q”", the first page of cards and the page links of the API's meta. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The expected count is the server's own answer for the same search.
    const expected = await getProducts({ q: query });
    expect(expected.lastPage).toBeGreaterThan(1);
    const status = await canvas.findByText(new RegExp(`results for “${query}”`));
    expect(status).toHaveTextContent(
      `${expected.total.toLocaleString('en')} results for “${query}” · page 1 of ${expected.lastPage}`,
    );
    const results = within(canvas.getByRole('list', { name: 'Products found' }));
    expect(results.getAllByRole('listitem')).toHaveLength(expected.items.length);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page link loads that page of the same search. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(await canvas.findByRole('navigation', { name: 'Pages of results' }));
    await userEvent.click(pages.getByRole('link', { name: 'Page 2' }));
    expect(await canvas.findByText(/· page 2 of/)).toBeVisible();
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
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
    expect(canvas.getByRole('link', { name: 'Browse the categories instead' })).toHaveAttribute('href', '/catalog');
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
