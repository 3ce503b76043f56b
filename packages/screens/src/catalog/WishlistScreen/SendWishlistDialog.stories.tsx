// The outcome of "Send wishlist" where the buyer is looking: a failure (500, no connection, a lost answer) by the
// button, focused, with the note kept and Retry, recorded once; success replacing the form, focused; a refused
// quantity blocking the send. A wishlist of 15 products, so the dialog's body scrolls as a real one does.
import { apiConfig, configureApi } from '@factory/api';
import { db, handlers, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, getResponse, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atLaptopSize, atPhoneSize } from '../../shared/storyViewports.ts';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, customerRow, customerWishlist, isInView, mainRegion, withToasts } from '../stories/support.tsx';
import { WishlistScreen } from './WishlistScreen.tsx';

/** Raises the demo customer's wishlist to 15 products (one of each more from the categories it already holds). */
function fifteenProducts() {
  const rows = customerWishlist();
  const listed = new Set(rows.map((row) => row.product_id));
  const categories = new Set(
    rows.flatMap((row) => db.products.find((p) => p.id === row.product_id)?.category_ids ?? []),
  );
  const more = db.products
    .filter((p) => !p.deleted_at && !listed.has(p.id) && p.category_ids.some((id) => categories.has(id)))
    .slice(0, 15 - rows.length);
  let id = Math.max(...db.wishlists.map((row) => row.id));
  for (const product of more) {
    id += 1;
    db.wishlists.push({ id, user_id: customerRow().id, product_id: product.id, qty: 1 });
  }
}

const meta = {
  title: 'Screens/Catalog/WishlistScreen/Send',
  component: WishlistScreen,
  render: () => (
    <CatalogLayout>
      <WishlistScreen />
    </CatalogLayout>
  ),
  decorators: [withToasts],
  parameters: { layout: 'fullscreen', route: { path: '/catalog/wishlist', url: '/catalog/wishlist' } },
  beforeEach: async () => {
    await asCustomer();
    fifteenProducts();
  },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = 'POST /api/customer-wishlist/send-wishlist';
const note = 'Quote by Friday, delivery to Rotterdam.';
const sentEnquiries = () => db.notifications.filter((n) => n.user_id === customerRow().id && n.idempotency_key);

/** Opens the dialog, writes the note and presses Send; answers the dialog. */
async function sendWithNote(canvasElement: HTMLElement) {
  await userEvent.click(await mainRegion(canvasElement).findByRole('button', { name: 'Send wishlist' }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' }), note);
  await userEvent.click(dialog.getByRole('button', { name: 'Send to sales' }));
  return dialog;
}

/** The failure as the buyer sees it: by the button, focused and in view; the note kept; Retry offered. */
async function expectFailureInView(dialog: ReturnType<typeof within>, message: string) {
  const alert = await dialog.findByRole('alert');
  expect(alert).toHaveTextContent(`Your wishlist was not sent${message}Your note is kept: press Retry to send it.`);
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  expect(isInView(alert)).toBe(true);
  expect(dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' })).toHaveValue(note);
  const retry = dialog.getByRole('button', { name: 'Retry' });
  expect(isInView(retry)).toBe(true);
  return retry;
}

/** Sent: the form gives way to what was sent and when, focused and in view, with the way to the notifications. */
async function expectSentInView() {
  const sent = within(await within(document.body).findByRole('dialog', { name: 'Wishlist sent' }));
  const outcome = sent.getByRole('status');
  expect(outcome).toHaveTextContent(
    "Your wishlist was sent to our sales team.Sent on 20 Nov 2026, 09:00 UTC. A copy is in your profile's notifications.",
  );
  await waitFor(() => expect(outcome.parentElement).toHaveFocus());
  expect(isInView(outcome)).toBe(true);
  expect(within(sent.getByRole('list', { name: 'Products sent' })).getAllByRole('listitem')).toHaveLength(15);
  expect(sent.getByText(`Your note: ${note}`)).toBeVisible();
  expect(sent.getByRole('link', { name: 'See your notifications' })).toHaveAttribute(
    'href',
    '/catalog/profile/notifications',
  );
}

/** On a laptop (1366 × 768) the success is in view, and the enquiry is recorded once. */
export const Sent: Story = {
  ...atLaptopSize,
  play: async ({ canvasElement }) => {
    await sendWithNote(canvasElement);
    await expectSentInView();
    expect(sentEnquiries()).toHaveLength(1);
  },
};

export const SentOnPhone: Story = { ...atPhoneSize, play: Sent.play };

/** The server fails (500): said by the button, in view, note kept; nothing recorded yet. */
export const ServerError: Story = {
  ...atLaptopSize,
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', send));
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendWithNote(canvasElement);
    await expectFailureInView(dialog, 'Server Error');
    expect(sentEnquiries()).toHaveLength(0);
  },
};

export const ServerErrorOnPhone: Story = { ...atPhoneSize, beforeEach: ServerError.beforeEach, play: ServerError.play };

/** No connection: the same place and Retry, which then sends it once. */
export const Offline: Story = {
  beforeEach: ({ msw }) => {
    let first = true;
    msw.use(
      http.post('/api/customer-wishlist/send-wishlist', () => {
        if (!first) return;
        first = false;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendWithNote(canvasElement);
    const retry = await expectFailureInView(
      dialog,
      'The server could not be reached. Check your connection and try again.',
    );
    await userEvent.click(retry);
    await expectSentInView();
    expect(sentEnquiries()).toHaveLength(1);
  },
};

/**
 * The enquiry arrives but its answer is lost (the call times out): Retry is answered with the first enquiry, so
 * sales get it once and one notification records it.
 */
export const AnswerLost: Story = {
  beforeEach: ({ msw }) => {
    const timeoutMs = apiConfig().timeoutMs;
    configureApi({ timeoutMs: 1500 });
    let first = true;
    msw.use(
      http.post('/api/customer-wishlist/send-wishlist', async ({ request }) => {
        if (!first) return;
        first = false;
        await getResponse(handlers, request.clone());
        await delay('infinite');
      }),
    );
    return () => configureApi({ timeoutMs });
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendWithNote(canvasElement);
    const retry = await expectFailureInView(dialog, 'The server did not answer within 2 seconds. Try again.');
    expect(sentEnquiries()).toHaveLength(1);
    await userEvent.click(retry);
    await expectSentInView();
    expect(sentEnquiries()).toHaveLength(1);
  },
};

/**
 * A quantity the rules refuse (5000) is what the review lists, with its message, and Send cannot be pressed:
 * nothing is sent with the last saved quantity instead.
 */
export const QuantityRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/customer-wishlist/send-wishlist', () => {
        throw new Error('A refused quantity was sent');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainRegion(canvasElement);
    const first = customerWishlist()[0];
    const title = db.products.find((p) => p.id === first?.product_id)?.title ?? '';
    const quantity = within(await page.findByRole('list', { name: 'Products on your wishlist' })).getByRole('textbox', {
      name: `Quantity of ${title}`,
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5000{Enter}');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('must be less than or equal to 999'));
    await userEvent.click(page.getByRole('button', { name: 'Send wishlist' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Send your wishlist' }));
    const review = within(dialog.getByRole('list', { name: 'Products to send' }));
    expect(review.getAllByRole('listitem')[0]).toHaveTextContent(
      `${title} ${first?.product_id}5000 piecesmust be less than or equal to 999`,
    );
    const blocked = dialog.getByRole('status');
    expect(blocked).toHaveTextContent(
      `Correct the quantity of ${title} on your wishlist before sending: must be less than or equal to 999.`,
    );
    expect(isInView(blocked)).toBe(true);
    const sendButton = dialog.getByRole('button', { name: 'Send to sales' });
    expect(sendButton).toBeDisabled();
    await userEvent.click(sendButton);
    expect(within(document.body).queryByRole('dialog', { name: 'Wishlist sent' })).toBeNull();
    expect(sentEnquiries()).toHaveLength(0);
  },
};
