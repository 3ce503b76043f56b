import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asCustomer, subCategoryRows, topCategoryRows, withSignedInUser } from '../stories/support.tsx';
import { CategoryScreen } from './CategoryScreen.tsx';

/** The category whose cover text carries a script, an event handler and a javascript: link. */
const dinosaurs = () => {
  const found = topCategoryRows().find((category) => category.cover_html?.includes('<script'));
  if (!found) throw new Error('The fixtures have no category with unsafe cover HTML');
  return found;
};
// The fixtures are seeded, so the id read at load is the id in every story's URL.
const dinosaursId = dinosaurs().id;

const meta = {
  title: 'Screens/Catalog/CategoryScreen',
  component: CategoryScreen,
  parameters: {
    layout: 'padded',
    route: { path: '/catalog/categories/:id', url: `/catalog/categories/${dinosaursId}` },
  },
  beforeEach: asCustomer,
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner, title, description, the sanitised cover text, sub-category chips ("All" current) and the products. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = dinosaurs();
    expect(await canvas.findByRole('heading', { level: 1, name: category.title })).toBeVisible();
    // The cover text is there, without what the sanitiser strips.
    expect(canvas.getByRole('heading', { level: 2, name: 'Dinosaurs that roar' })).toBeVisible();
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('[onerror]')).toBeNull();
    expect(canvas.getByText('See the herd')).not.toHaveAttribute('href');
    const chips = within(canvas.getByRole('navigation', { name: 'Sub-categories' }));
    expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(chips.getAllByRole('link')).toHaveLength(subCategoryRows(category.id).length + 1);
    expect(await canvas.findByRole('list', { name: `Products in ${category.title}` })).toBeVisible();
  },
};

/** `?sub=` selects a sub-category; choosing another chip with the keyboard selects that one. */
export const SubCategorySelected: Story = {
  parameters: {
    route: {
      path: '/catalog/categories/:id',
      url: `/catalog/categories/${dinosaursId}?sub=${subCategoryRows(dinosaursId)[0]?.id}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = subCategoryRows(dinosaursId);
    const chips = within(await canvas.findByRole('navigation', { name: 'Sub-categories' }));
    expect(chips.getByRole('link', { name: first?.title })).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByRole('heading', { level: 2, name: `Products in ${first?.title}` })).toBeVisible();
    chips.getByRole('link', { name: first?.title }).focus();
    await userEvent.tab();
    expect(chips.getByRole('link', { name: second?.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await canvas.findByRole('heading', { level: 2, name: `Products in ${second?.title}` })).toBeVisible();
    expect(chips.getByRole('link', { name: second?.title })).toHaveAttribute('aria-current', 'page');
    expect(await canvas.findByRole('list', { name: `Products in ${second?.title}` })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading the category' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/product/category/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('There are no products in this category yet.')).toBeVisible();
  },
};

/** The category fails to load; Retry loads it. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/categories/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load this category');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByRole('heading', { level: 1, name: dinosaurs().title })).toBeVisible();
  },
};

/** A category that does not exist goes to notFound. */
export const NotFound: Story = {
  parameters: { route: { path: '/catalog/categories/:id', url: '/catalog/categories/99999' } },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /not-found');
  },
};

/** A 401 asks for login. */
export const LoggedOut: Story = {
  decorators: [withSignedInUser],
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/categories/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
