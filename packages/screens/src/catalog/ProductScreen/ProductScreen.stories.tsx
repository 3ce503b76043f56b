import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, customerWishlist, mainRegion, withSignedInUser, withToasts } from '../stories/support.tsx';
import { ProductScreen } from './ProductScreen.tsx';

/** A product with everything a page can show (several images, components, filters, variants), not yet wished for. */
function showcaseProduct() {
  const wished = new Set(customerWishlist().map((item) => item.product_id));
  const live = db.products.filter((p) => p.deleted_at === null);
  const found = live.find(
    (p) =>
      p.images.length > 2 &&
      p.components.length > 0 &&
      p.filter.length > 0 &&
      !wished.has(p.id) &&
      live.some((other) => other.id !== p.id && other.parent_code === p.parent_code),
  );
  if (!found) throw new Error('The fixtures have no product with images, components, filters and variants');
  return found;
}
// Seeded fixtures: the product chosen at load is the one in every story's URL.
const product = showcaseProduct();

const meta = {
  title: 'Screens/Catalog/ProductScreen',
  component: ProductScreen,
  // Inside the catalogue navigation, whose wishlist badge follows "Add to wishlist".
  render: () => (
    <CatalogLayout>
      <ProductScreen />
    </CatalogLayout>
  ),
  decorators: [withToasts],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/catalog/product/:id', url: `/catalog/product/${product.id}` },
  },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gallery with thumbnails, title, parent code, measures, components, variants, filters, categories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('heading', { level: 1, name: product.title })).toBeVisible();
    expect(page.getByText(`Parent code ${product.parent_code}`)).toBeVisible();
    // The showcase product of the seeded fixtures (FG-HUM-0195-03) measures 345 × 260 × 250 cm.
    expect(page.getByText('345 × 260 × 250 cm')).toBeVisible();
    for (const section of ['Components', 'Variants', 'Filters', 'Categories']) {
      expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    const gallery = within(page.getByRole('region', { name: 'Images' }));
    const total = product.images.length;
    expect(gallery.getByRole('button', { name: `Image 1 of ${total}` })).toHaveAttribute('aria-pressed', 'true');
    // Choosing a thumbnail with the keyboard shows that picture.
    gallery.getByRole('button', { name: `Image 1 of ${total}` }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(gallery.getByRole('button', { name: `Image 2 of ${total}` })).toHaveAttribute('aria-pressed', 'true');
    expect(gallery.getByRole('img', { name: `${product.title}, image 2 of ${total}` })).toBeVisible();
    expect(page.getByRole('button', { name: 'Download all images' })).toBeEnabled();
  },
};

/** Add to wishlist: a success toast, and the navigation's badge counts one more item. */
export const AddToWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = customerWishlist().length;
    await canvas.findByRole('link', { name: `Wishlist ${before} items` });
    await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Add to wishlist' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    const toast = await toasts.findByText(`${product.title} was added to your wishlist.`);
    expect(toast).toBeVisible();
    expect(await canvas.findByRole('link', { name: `Wishlist ${before + 1} items` })).toBeVisible();
    // Hovered, the toast's timer pauses: it is still there for the screenshot on a slow machine.
    await userEvent.hover(toast);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await mainRegion(canvasElement).findByRole('progressbar', { name: 'Loading the product' })).toBeVisible();
  },
};

/** The product fails to load; Retry loads it. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('alert')).toHaveTextContent('We could not load this product');
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    expect(await page.findByRole('heading', { level: 1, name: product.title })).toBeVisible();
  },
};

/** A product that does not exist goes to notFound. */
export const NotFound: Story = {
  parameters: { route: { path: '/catalog/product/:id', url: '/catalog/product/NO-SUCH-PRODUCT' } },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /not-found');
  },
};

/** A 401 while adding asks for login. */
export const LoggedOut: Story = {
  decorators: [withSignedInUser],
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'POST /api/customer-wishlist'));
  },
  play: async ({ canvasElement }) => {
    // The page renders once the session is known (as behind the app's guard).
    const page = within(await within(canvasElement).findByRole('main'));
    await userEvent.click(await page.findByRole('button', { name: 'Add to wishlist' }));
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
