import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import {
  asCustomer,
  asSeasonalCustomer,
  customerWishlist,
  mainRegion,
  seasonalAccessNote,
  withSignedInUser,
  withToasts,
} from '../stories/support.tsx';
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

/** Breadcrumbs, gallery with thumbnails, title, its own code, measures, components, variants, filters, categories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // The variant's own code under the title; the code its variants share is among the facts.
    expect(page.getByText('Code FG-HUM-0195-03')).toBeVisible();
    expect(page.getByText('FG-HUM-0195', { exact: true })).toBeVisible();
    // Category › sub-category › product, the first two linking back to the catalogue's lists.
    const trail = within(await page.findByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getByRole('link', { name: 'Fiberglass Figures' })).toHaveAttribute('href', '/catalog/categories/1');
    expect(trail.getByRole('link', { name: 'Human Figures' })).toHaveAttribute('href', '/catalog/categories/1?sub=15');
    expect(trail.getByText(product.title)).toHaveAttribute('aria-current', 'page');
    // The showcase product of the seeded fixtures (FG-HUM-0195-03) measures 345 × 260 × 250 cm (L × W × H).
    expect(page.getByText('H 2.5 × W 2.6 × L 3.45 m')).toBeVisible();
    for (const section of ['Components', 'Variants', 'Filters', 'Categories']) {
      expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    // Each variant with its own code (FG-HUM-0195-01, -02 …), not only its title.
    const variants = within(page.getByRole('region', { name: 'Variants' }));
    expect(variants.getByText('FG-HUM-0195-01')).toBeVisible();
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

/**
 * Add to wishlist: a success toast, the badge counts one more item, and the button gives way to the quantity on the
 * wishlist with a link there, so a second press cannot quietly add another piece.
 */
export const AddToWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = mainRegion(canvasElement);
    const before = customerWishlist().length;
    await canvas.findByRole('link', { name: `Wishlist ${before} items` });
    const add = await page.findByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(add);
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    const toast = await toasts.findByText(`${product.title} was added to your wishlist.`);
    expect(toast).toBeVisible();
    expect(await canvas.findByRole('link', { name: `Wishlist ${before + 1} items` })).toBeVisible();
    // The same button keeps the focus and says what happened; Undo is the next Tab stop, then the wishlist.
    expect(add).toHaveAccessibleName('Added to your wishlist');
    expect(add).toHaveFocus();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(page.getByRole('button', { name: `Undo adding ${product.title}` })).toHaveFocus();
    await userEvent.tab();
    expect(page.getByRole('link', { name: 'Change on your wishlist' })).toHaveFocus();
    // Hovered, the toast's timer pauses: it is still there for the screenshot on a slow machine.
    await userEvent.hover(toast);
  },
};

/** Undo takes the product off the wishlist again and gives the focus back to Add. */
export const AddThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = mainRegion(canvasElement);
    const before = customerWishlist().length;
    await canvas.findByRole('link', { name: `Wishlist ${before} items` });
    const add = await page.findByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(add);
    await userEvent.click(await page.findByRole('button', { name: `Undo adding ${product.title}` }));
    await waitFor(() => expect(add).toHaveAccessibleName('Add to wishlist'));
    expect(add).toHaveFocus();
    expect(await canvas.findByRole('link', { name: `Wishlist ${before} items` })).toBeVisible();
    expect(customerWishlist().some((item) => item.product_id === product.id)).toBe(false);
  },
};

/** A product already on the wishlist (4 pieces in the seeded data) says so from the start. */
export const OnWishlist: Story = {
  parameters: { route: { path: '/catalog/product/:id', url: '/catalog/product/XM-ORN-0182-02' } },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByText('On your wishlist: 4 pieces')).toBeVisible();
    expect(page.getByRole('link', { name: 'Change on your wishlist' })).toBeVisible();
    expect(page.queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
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

/**
 * A colleague's link to a product outside a seasonal-only account's ranges: said plainly, with the code the link
 * carried and nothing else of the product (not its name), the ranges the account shows and whom to ask.
 */
export const OutsideRanges: Story = {
  beforeEach: asSeasonalCustomer,
  parameters: { route: { path: '/catalog/product/:id', url: '/catalog/product/FG-HUM-0166-01' } },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('heading', { level: 1, name: 'This product is not in your ranges' })).toBeVisible();
    expect(
      page.getByText(
        'Product FG-HUM-0166-01 is not in the ranges your account shows, so its details are not available to you.',
      ),
    ).toBeVisible();
    expect((await page.findByText(/^Your account shows/)).closest('[role="status"]')).toHaveTextContent(
      seasonalAccessNote,
    );
    expect(page.getByRole('link', { name: 'Browse the ranges you can see' })).toHaveAttribute('href', '/catalog');
    expect(canvasElement.textContent).not.toContain('Viking Warrior Figure');
    expect(page.queryByRole('button', { name: 'Retry' })).toBeNull();
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
