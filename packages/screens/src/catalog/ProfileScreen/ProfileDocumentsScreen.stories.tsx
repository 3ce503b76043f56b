import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asCustomer } from '../stories/support.tsx';
import { ProfileDocumentsScreen } from './ProfileDocumentsScreen.tsx';
import { ProfileLayout } from './ProfileScreen.tsx';

/** Top-level folders shared with the demo customer (customer 1), and a sub-folder of one of them. */
const shared = () => db.folders.filter((folder) => folder.parent_id === null && folder.customer_ids.includes(1));
function nestedFolder() {
  const topIds = shared().map((folder) => folder.id);
  const found = db.folders.find((folder) => folder.parent_id !== null && topIds.includes(folder.parent_id));
  if (!found) throw new Error('The fixtures share no nested folder with the demo customer');
  return found;
}
// Seeded fixtures: the folder chosen at load is the one in the story's URL.
const nested = nestedFolder();

const meta = {
  title: 'Screens/Catalog/ProfileDocumentsScreen',
  component: ProfileDocumentsScreen,
  render: () => (
    <ProfileLayout>
      <ProfileDocumentsScreen />
    </ProfileLayout>
  ),
  parameters: {
    layout: 'padded',
    route: { path: '/catalog/profile/documents', url: '/catalog/profile/documents' },
  },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProfileDocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The folders shared with the user, each a link into it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Shared folders' }));
    for (const folder of shared()) {
      expect(list.getByRole('link', { name: folder.title })).toHaveAttribute(
        'href',
        `/catalog/profile/documents/folder/${folder.id}`,
      );
    }
  },
};

/** One folder: the trail of folders above it, its files as downloads. */
export const Folder: Story = {
  parameters: {
    route: { path: '/catalog/profile/documents/folder/:id', url: `/catalog/profile/documents/folder/${nested.id}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = db.folders.find((folder) => folder.id === nested.parent_id);
    const trail = within(await canvas.findByRole('navigation', { name: 'Folder path' }));
    expect(trail.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/catalog/profile/documents');
    expect(trail.getByRole('link', { name: parent?.title })).toHaveAttribute(
      'href',
      `/catalog/profile/documents/folder/${parent?.id}`,
    );
    expect(canvas.getByRole('heading', { level: 3, name: nested.title })).toBeVisible();
    for (const file of nested.files) {
      expect(canvas.getByRole('link', { name: file.name })).toHaveAttribute('download', file.name);
    }
    // Back up the trail with the keyboard.
    trail.getByRole('link', { name: 'Documents' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/profile/documents');
  },
};

/** A folder the user does not have goes to notFound. */
export const NotFound: Story = {
  parameters: {
    route: { path: '/catalog/profile/documents/folder/:id', url: '/catalog/profile/documents/folder/99999' },
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /not-found');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/my-documents'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('No documents have been shared with you yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/my-documents'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading your documents' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/my-documents', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load your documents');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByRole('list', { name: 'Shared folders' })).toBeVisible();
  },
};
