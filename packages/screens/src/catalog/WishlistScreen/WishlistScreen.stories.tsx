import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
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

/** The notes the send call carried in a story (its handler records, then passes the request on). */
const sends: string[] = [];

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
    const title = titleOf(first.product_id);
    const row = within(list.getByRole('listitem', { name: title }));
    // Each field is named after its row's product, and the row shows the product's own code, not its parent's.
    expect(row.getByRole('textbox', { name: `Quantity of ${title}` })).toHaveValue(String(first.qty));
    expect(row.getByText(`Code ${first.product_id}`)).toBeVisible();
    // Delete all is not beside Send: it ends the page, after the list.
    const send = page.getByRole('button', { name: 'Send wishlist' });
    const deleteAll = page.getByRole('button', { name: 'Delete all' });
    expect(deleteAll.getBoundingClientRect().top).toBeGreaterThan(
      page.getByRole('list', { name: 'Products on your wishlist' }).getBoundingClientRect().bottom,
    );
    expect(send.getBoundingClientRect().bottom).toBeLessThan(deleteAll.getBoundingClientRect().top);
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
    await userEvent.click(row.getByRole('textbox', { name: `Quantity of ${titleOf(first.product_id)}` }));
    await userEvent.keyboard('{ArrowUp}');
    expect(await page.findByText(seeded.firstRaised)).toBeVisible();
    // Saved on the server, not only on screen.
    await waitFor(() => expect(customerWishlist().find((item) => item.id === first.id)?.qty).toBe(first.qty + 1));
    expect(canvas.getByRole('link', { name: 'Wishlist 5 items' })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: `Remove ${titleOf(second.product_id)}` }));
    expect(await canvas.findByRole('link', { name: 'Wishlist 4 items' })).toBeVisible();
    // The row stays for the visit, removed: no quantity to change.
    const removed = within(list.getByRole('listitem', { name: titleOf(second.product_id) }));
    expect(removed.getByText('Removed from your wishlist')).toBeVisible();
    expect(removed.queryByRole('textbox')).toBeNull();
  },
};

/** Too many or none: the spec's message on the row's own field, nothing sent, the saved quantity kept. */
export const QuantityOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const first = customerWishlist()[0];
    if (!first) throw new Error('The demo customer has no wishlist');
    const saved = first.qty;
    const title = titleOf(first.product_id);
    const list = within(await page.findByRole('list', { name: 'Products on your wishlist' }));
    const quantity = list.getByRole('textbox', { name: `Quantity of ${title}` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '999999{Enter}');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('must be less than or equal to 999'));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0{Enter}');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('must be greater than or equal to 1'));
    // 0 is not turned into 1, and neither value reached the server.
    expect(quantity).toHaveValue('0');
    expect(customerWishlist().find((item) => item.id === first.id)?.qty).toBe(saved);
    expect(page.getByText(seeded.summary)).toBeVisible();
  },
};

/** The server refuses a quantity (its rule may be stricter than the page's): its message lands on the field. */
export const QuantityRefusedByServer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('/api/customer-wishlist/:id', () =>
        HttpResponse.json(
          { message: 'must be less than or equal to 12', errors: { qty: ['must be less than or equal to 12'] } },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const first = customerWishlist()[0];
    if (!first) throw new Error('The demo customer has no wishlist');
    const title = titleOf(first.product_id);
    const list = within(await mainRegion(canvasElement).findByRole('list', { name: 'Products on your wishlist' }));
    const quantity = list.getByRole('textbox', { name: `Quantity of ${title}` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20{Enter}');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('must be less than or equal to 12'));
    expect(quantity).toHaveValue('20');
    expect(within(document.body).queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/**
 * Remove keeps the focus on the row's button, which now says "Removed"; Undo is the next Tab stop and puts the
 * product back with its quantity (last, as the server orders), whose Remove then has the focus.
 */
export const RemoveAndUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = mainRegion(canvasElement);
    const first = customerWishlist()[0];
    if (!first) throw new Error('The demo customer has no wishlist');
    const { qty, product_id: productId } = first;
    const title = titleOf(productId);
    const list = within(await page.findByRole('list', { name: 'Products on your wishlist' }));
    const remove = list.getByRole('button', { name: `Remove ${title}` });
    await userEvent.click(remove);
    expect(await within(document.body).findByText(`${title} was removed from your wishlist.`)).toBeVisible();
    expect(await canvas.findByRole('link', { name: 'Wishlist 4 items' })).toBeVisible();
    await waitFor(() => expect(remove).toHaveAccessibleName(`Removed ${title}`));
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    // Still the first row.
    expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(title);
    await userEvent.tab();
    const undo = list.getByRole('button', { name: `Undo removing ${title}` });
    expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.getAllByRole('listitem').at(-1)).toHaveAccessibleName(title));
    const restored = within(list.getAllByRole('listitem').at(-1) as HTMLElement);
    expect(restored.getByRole('textbox', { name: `Quantity of ${title}` })).toHaveValue(String(qty));
    expect(restored.getByRole('button', { name: `Remove ${title}` })).toHaveFocus();
    expect(list.getAllByRole('listitem')).toHaveLength(seeded.products);
    expect(await canvas.findByRole('link', { name: 'Wishlist 5 items' })).toBeVisible();
    expect(page.getByText(seeded.summary)).toBeVisible();
    expect(customerWishlist().find((item) => item.product_id === productId)?.qty).toBe(qty);
  },
};

/** Each row shows its size and a Compare toggle; two chosen, the bar links to the compare page with both codes. */
export const CompareFromWishlist: Story = {
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const [first, second] = customerWishlist();
    if (!first || !second) throw new Error('The demo customer needs two wishlist items');
    const list = within(await page.findByRole('list', { name: 'Products on your wishlist' }));
    const row = within(list.getByRole('listitem', { name: titleOf(first.product_id) }));
    // The seeded first item (XM-ORN-0182-02) measures 65 × 50 × 45 cm (L × W × H).
    expect(row.getByText('H 0.45 × W 0.5 × L 0.65 m')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `Compare ${titleOf(first.product_id)}` }));
    await userEvent.click(list.getByRole('button', { name: `Compare ${titleOf(second.product_id)}` }));
    const bar = within(page.getByRole('region', { name: 'Products to compare' }));
    expect(bar.getByRole('link', { name: 'Compare 2 products' })).toHaveAttribute(
      'href',
      `/catalog/compare?ids=${first.product_id}%2C${second.product_id}`,
    );
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

/** Send wishlist opens a review: what will be sent with the quantities, and a note; nothing is sent yet. */
export const SendWishlistReview: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/customer-wishlist/send-wishlist', () => {
        sends.push('sent');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    sends.length = 0;
    const rows = customerWishlist();
    await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Send wishlist' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
    const review = within(dialog.getByRole('list', { name: 'Products to send' }));
    expect(review.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      rows.map(
        (row) => `${titleOf(row.product_id)} ${row.product_id}${row.qty === 1 ? '1 piece' : `${row.qty} pieces`}`,
      ),
    );
    expect(dialog.getByText(seeded.summary)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' }),
      'Quote by Friday.',
    );
    expect(sends).toEqual([]);
  },
};

/** Sent: the dialog confirms what went, with the note; the request carried the note. */
export const SendWishlistSent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/customer-wishlist/send-wishlist', async ({ request }) => {
        sends.push(String((await request.clone().formData()).get('comment')));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    sends.length = 0;
    const rows = customerWishlist();
    await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Send wishlist' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' }),
      'Quote by Friday.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send to sales' }));
    const sent = within(await within(document.body).findByRole('dialog', { name: 'Wishlist sent' }));
    expect(sent.getByText('Your wishlist was sent to our sales team.')).toBeVisible();
    expect(within(sent.getByRole('list', { name: 'Products sent' })).getAllByRole('listitem')).toHaveLength(
      rows.length,
    );
    expect(sent.getByText('Your note: Quote by Friday.')).toBeVisible();
    expect(sends).toEqual(['Quote by Friday.']);
  },
};

/** A note over 2,000 characters is refused on the note itself, and nothing is sent. */
export const SendWishlistNoteTooLong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Send wishlist' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
    const note = dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(dialog.getByRole('button', { name: 'Send to sales' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('must be less than or equal to 2000'));
    expect(within(document.body).queryByRole('dialog', { name: 'Wishlist sent' })).toBeNull();
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
