// Nothing sent twice: presses and submits in the same tick send one request, and the last quantity
// the user chose is the one the server keeps, whatever the timing of the answers.
import { db } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, customerWishlist, withToasts } from '../stories/support.tsx';
import { WishlistScreen } from './WishlistScreen.tsx';

/** Requests the server saw in this story, counted before the mock API answers them. */
const seen = { requests: 0, answered: 0 };

const meta = {
  title: 'Screens/Catalog/WishlistScreen/Sent once',
  component: WishlistScreen,
  render: () => (
    <CatalogLayout>
      <WishlistScreen />
    </CatalogLayout>
  ),
  decorators: [withToasts],
  parameters: { layout: 'fullscreen', route: { path: '/catalog/wishlist', url: '/catalog/wishlist' } },
  beforeEach: async () => {
    seen.requests = 0;
    seen.answered = 0;
    await asCustomer();
  },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const firstItem = () => {
  const first = customerWishlist()[0];
  if (!first) throw new Error('The demo customer has no wishlist');
  return { ...first, title: db.products.find((p) => p.id === first.product_id)?.title ?? first.product_id };
};
/** Counts a call, then lets the mock API answer it (a resolver that returns nothing passes the request on). */
const counted = (method: 'post' | 'delete', path: string) =>
  http[method](path, () => {
    seen.requests += 1;
  });

export const SendWishlistPressedTwice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(counted('post', '/api/customer-wishlist/send-wishlist'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await main(canvasElement).findByRole('button', { name: 'Send wishlist' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Send to sales' }));
    const sent = within(await within(document.body).findByRole('dialog', { name: 'Wishlist sent' }));
    expect(sent.getByText('Your wishlist was sent to our sales team.')).toBeVisible();
    expect(seen.requests).toBe(1);
  },
};

export const InquirySubmittedTwice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(counted('post', '/api/customer-wishlist/product-inquery'));
  },
  play: async ({ canvasElement }) => {
    const { title } = firstItem();
    await userEvent.click(await main(canvasElement).findByRole('button', { name: `Ask a question about ${title}` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: `Ask about ${title}` }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Your question' }), 'Can it stand outdoors all year?');
    const form = dialog.getByRole('button', { name: 'Send question' }).closest('form');
    form?.requestSubmit();
    form?.requestSubmit();
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText(/sent to our sales team/)).toBeVisible();
    expect(seen.requests).toBe(1);
  },
};

export const DeleteAllConfirmedTwice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(counted('delete', '/api/customer-wishlist/delete-all-user-wishlists'));
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete all' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete your whole wishlist?' }),
    );
    const confirm = dialog.getByRole('button', { name: 'Delete all' });
    await userEvent.dblClick(confirm);
    expect(await page.findByText('Your wishlist is empty.')).toBeVisible();
    expect(seen.requests).toBe(1);
  },
};

/** The first save answers slowly; the second change is the one the server keeps and the field shows. */
export const LastQuantityWins: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('/api/customer-wishlist/:id', async () => {
        seen.requests += 1;
        if (seen.requests === 1) await delay(800);
        seen.answered += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const first = firstItem();
    const list = within(await main(canvasElement).findByRole('list', { name: 'Products on your wishlist' }));
    const quantity = within(list.getByRole('listitem', { name: first.title })).getByRole('textbox', {
      name: `Quantity of ${first.title}`,
    });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(seen.answered).toBe(2), { timeout: 5000 });
    expect(customerWishlist().find((item) => item.id === first.id)?.qty).toBe(first.qty + 2);
    expect(quantity).toHaveValue(String(first.qty + 2));
  },
};
