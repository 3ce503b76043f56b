import { sendWishlist } from '@factory/api';
import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asCustomer, customerRow } from '../stories/support.tsx';
import { ProfileNotificationsScreen } from './ProfileNotificationsScreen.tsx';
import { ProfileLayout } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/Catalog/ProfileNotificationsScreen',
  component: ProfileNotificationsScreen,
  render: () => (
    <ProfileLayout>
      <ProfileNotificationsScreen />
    </ProfileLayout>
  ),
  parameters: {
    layout: 'padded',
    route: { path: '/catalog/profile/notifications', url: '/catalog/profile/notifications' },
  },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProfileNotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const own = () => db.notifications.filter((notification) => notification.user_id === customerRow().id);

/** The user's notifications; unread ones are marked "New". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Notifications' }));
    expect(list.getAllByRole('listitem')).toHaveLength(own().length);
    const unread = own().filter((notification) => notification.read_at === null).length;
    expect(list.queryAllByText('New:')).toHaveLength(unread);
  },
};

/** A sent wishlist is recorded first: what was sent, the note, and when. */
export const SentEnquiry: Story = {
  beforeEach: async () => {
    await asCustomer();
    await sendWishlist({
      comment: 'Quote by Friday.',
      items: [
        { product_id: 'FG-HUM-0166-01', qty: 4 },
        { product_id: 'FG-HUM-0195-01', qty: 1 },
      ],
      idempotency_key: 'story-sent-enquiry',
    });
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Notifications' }));
    const [newest] = list.getAllByRole('listitem');
    expect(newest).toHaveTextContent(
      'New: Wishlist sent to our sales team' +
        '2 products, 5 pieces in total: Viking Warrior Figure (FG-HUM-0166-01) × 4; ' +
        'Explorer Statue (FG-HUM-0195-01) × 1. Your note: Quote by Friday.' +
        '20 Nov 2026, 09:00 UTC',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/notifications/{userId}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('You have no notifications.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/notifications/{userId}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading your notifications' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/notifications/{userId}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load your notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByRole('list', { name: 'Notifications' })).toBeVisible();
  },
};

/**
 * Answers the screen must survive: a date that is not one shows no date (it used to throw "Invalid time value"),
 * a `javascript:` URL shows no link, and a storage bucket's absolute URL stays absolute.
 */
export const UntrustedAnswers: Story = {
  beforeEach: () => {
    const [first, second, third] = own();
    if (!first || !second || !third) throw new Error('The demo customer needs three notifications');
    Object.assign(first, { created_at: 'n/a', url: 'javascript:alert(document.domain)' });
    Object.assign(second, { url: 'https://bucket.example.com/notices/price-list.pdf' });
    Object.assign(third, { url: 'data:text/html,<script>alert(1)</script>' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Notifications' }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(own().length);
    const [first, second, third] = rows.map((row) => within(row));
    expect(first?.queryByRole('link')).toBeNull();
    expect(first?.queryByText('Invalid Date')).toBeNull();
    expect(second?.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://bucket.example.com/notices/price-list.pdf',
    );
    expect(third?.queryByRole('link')).toBeNull();
  },
};
