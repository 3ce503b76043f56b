import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, customerWishlist, mainRegion, withSignedInUser, withToasts } from '../stories/support.tsx';
import { WishlistScreen } from './WishlistScreen.tsx';

const meta = {
  title: 'Screens/Catalog/WishlistScreen',
  component: WishlistScreen,
  // Inside the catalogue navigation, whose badge follows the wishlist.
  render: () => (
    <CatalogLayout>
      <WishlistScreen />
    </CatalogLayout>
  ),
  decorators: [withToasts],
  parameters: { layout: 'fullscreen', route: { path: '/catalog/wishlist', url: '/catalog/wishlist' } },
  beforeEach: asCustomer,
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's seeded wishlist (mocks' fixtures): 5 products, 17 pieces, the first with quantity 4. */
const seeded = {
  products: 5,
  summary: '5 products, 17 pieces in total',
  firstRaised: '5 products, 18 pieces in total',
};

const titleOf = (productId: string) => db.products.find((p) => p.id === productId)?.title ?? productId;

/** Every item with its quantity, the total, and the actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const rows = customerWishlist();
    const list = within(await page.findByRole('list', { name: 'Products on your wishlist' }));
    expect(list.getAllByRole('listitem')).toHaveLength(seeded.products);
    expect(page.getByText(seeded.summary)).toBeVisible();
    const first = rows[0];
    if (!first) throw new Error('The demo customer has no wishlist');
    const row = within(list.getByRole('listitem', { name: titleOf(first.product_id) }));
    expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(first.qty));
  },
};

/** Raising a quantity with the keyboard saves it and updates the total; removing an item lowers the badge. */
export const ChangeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = mainRegion(canvasElement);
    // A copy: the mock server changes its rows in place.
    const rows = customerWishlist().map((item) => ({ ...item }));
    const [first, second] = rows;
    if (!first || !second) throw new Error('The demo customer needs two wishlist items');
    const list = within(await page.findByRole('list', { name: 'Products on your wishlist' }));
    const row = within(list.getByRole('listitem', { name: titleOf(first.product_id) }));
    await userEvent.click(row.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(await page.findByText(seeded.firstRaised)).toBeVisible();
    // Saved on the server, not only on screen.
    await waitFor(() => expect(customerWishlist().find((item) => item.id === first.id)?.qty).toBe(first.qty + 1));
    expect(canvas.getByRole('link', { name: 'Wishlist 5 items' })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: `Remove ${titleOf(second.product_id)}` }));
    expect(await canvas.findByRole('link', { name: 'Wishlist 4 items' })).toBeVisible();
    expect(list.queryByRole('listitem', { name: titleOf(second.product_id) })).toBeNull();
  },
};

/** Delete all asks first, says it cannot be undone, then empties the list and the badge. */
export const DeleteAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = mainRegion(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete all' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete your whole wishlist?' }),
    );
    expect(dialog.getByText(/It cannot be undone\./)).toBeVisible();
    // The safe choice has the focus; Tab moves to the confirming button.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await page.findByText('Your wishlist is empty.')).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    expect(customerWishlist()).toHaveLength(0);
  },
};

/** Send wishlist: the server's confirmation in a success toast. */
export const SendWishlist: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Send wishlist' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText(/sent to our sales team/)).toBeVisible();
  },
};

/** A question about one product: required, then sent with a success toast. */
export const ProductInquiry: Story = {
  play: async ({ canvasElement }) => {
    const first = customerWishlist()[0];
    if (!first) throw new Error('The demo customer has no wishlist');
    const title = titleOf(first.product_id);
    await userEvent.click(
      await mainRegion(canvasElement).findByRole('button', { name: `Ask a question about ${title}` }),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: `Ask about ${title}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send question' }));
    expect(await dialog.findByText('Input must not be empty.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Your question' }), 'Can it stand outdoors all year?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send question' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText(/sent to our sales team/)).toBeVisible();
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/customer-wishlist'));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByText('Your wishlist is empty.')).toBeVisible();
    expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/customer-wishlist'));
  },
  play: async ({ canvasElement }) => {
    expect(await mainRegion(canvasElement).findByRole('progressbar', { name: 'Loading your wishlist' })).toBeVisible();
  },
};

/** The wishlist fails to load; Retry loads it (the badge too, which shares the call). */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    // The badge and the list share one call, so a single failure fails both.
    msw.use(scenario('server-error', 'GET /api/customer-wishlist', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    expect(await page.findByRole('alert')).toHaveTextContent('We could not load your wishlist');
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    expect(await page.findByRole('list', { name: 'Products on your wishlist' })).toBeVisible();
  },
};

/** A 401 asks for login. */
export const LoggedOut: Story = {
  decorators: [withSignedInUser],
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/customer-wishlist'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
