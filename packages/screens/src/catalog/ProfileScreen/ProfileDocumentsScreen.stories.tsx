import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atPhoneSize } from '../../shared/storyViewports.ts';
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

/**
 * A quarter's folder shared with the demo customer inside each of two years' folders that are not: the list would
 * read "Q4, Q4" without the years. 2026's Q4 holds files enough to search and sort.
 */
const firstYearId = Math.max(...db.folders.map((folder) => folder.id)) + 1;
const q4Of2026 = firstYearId + 3;
const q4Files = [
  ['quotation-2026-q4-003.pdf', '2026-11-20T10:00:00.000000Z'],
  ['drawing-2026-q4-010.pdf', '2026-10-05T10:00:00.000000Z'],
  ['drawing-2026-q4-002.pdf', '2026-12-01T10:00:00.000000Z'],
  ['invoice-2026-q4-001.pdf', '2026-10-20T10:00:00.000000Z'],
  ['installation-report-2026-q4-004.pdf', '2026-11-02T10:00:00.000000Z'],
] as const;
function addYearFolders() {
  const folder = (id: number, title: string, parentId: number | null, shared: boolean) => ({
    id,
    title,
    parent_id: parentId,
    files: [],
    customer_ids: shared ? [1] : [],
    company_ids: [],
    deleted_at: null,
  });
  db.folders.push(
    folder(firstYearId, 'Projects 2025', null, false),
    folder(firstYearId + 1, 'Q4', firstYearId, true),
    folder(firstYearId + 2, 'Projects 2026', null, false),
    {
      ...folder(q4Of2026, 'Q4', firstYearId + 2, true),
      files: q4Files.map(([name, createdAt], index) => ({
        id: 9000 + index,
        name,
        url: `/media/documents/${q4Of2026}/${name}`,
        mime_type: 'application/pdf',
        size: 250_000,
        created_at: createdAt,
      })),
    },
  );
}
/** 2026's Q4 as the address asks (`?q=`, `?sort=`), the years' folders added. */
const yearFolderStory = (search = '') => ({
  beforeEach: async () => {
    await asCustomer();
    addYearFolders();
  },
  parameters: {
    route: {
      path: '/catalog/profile/documents/folder/:id',
      url: `/catalog/profile/documents/folder/${q4Of2026}${search}`,
    },
  },
});
/** A story again on a phone, its address kept (the viewport's parameters would replace the route's). */
const onPhone = (story: Story): Story => ({
  ...story,
  ...atPhoneSize,
  parameters: { ...story.parameters, ...atPhoneSize.parameters },
});
/** The file names the folder's list shows, in order. */
async function fileNamesShown(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Contents of Q4' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
}

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

/** A folder shared on its own is named by its path: two years' Q4 are told apart. */
export const FolderPaths: Story = {
  beforeEach: async () => {
    await asCustomer();
    addYearFolders();
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Shared folders' }));
    expect(list.getByRole('link', { name: 'Projects 2025 / Q4' })).toHaveAttribute(
      'href',
      `/catalog/profile/documents/folder/${firstYearId + 1}`,
    );
    expect(list.getByRole('link', { name: 'Projects 2026 / Q4' })).toHaveAttribute(
      'href',
      `/catalog/profile/documents/folder/${q4Of2026}`,
    );
    expect(list.queryByRole('link', { name: 'Q4' })).toBeNull();
  },
};

export const FolderPathsOnPhone: Story = onPhone(FolderPaths);

/** Inside the folder the trail names it by its path too; its files in name order, A–Z. */
export const FolderFiles: Story = {
  ...yearFolderStory(),
  play: async ({ canvasElement }) => {
    expect(await fileNamesShown(canvasElement)).toEqual([
      'drawing-2026-q4-002.pdf',
      'drawing-2026-q4-010.pdf',
      'installation-report-2026-q4-004.pdf',
      'invoice-2026-q4-001.pdf',
      'quotation-2026-q4-003.pdf',
    ]);
    const trail = within(canvasElement).getByRole('navigation', { name: 'Folder path' });
    expect(trail).toHaveTextContent('Projects 2026 / Q4');
    expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  },
};

/** Typing in the search keeps the files whose name holds it. */
export const FolderSearch: Story = {
  ...yearFolderStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search files' }), 'drawing');
    expect(await fileNamesShown(canvasElement)).toEqual(['drawing-2026-q4-002.pdf', 'drawing-2026-q4-010.pdf']);
  },
};

export const FolderSearchOnPhone: Story = onPhone(FolderSearch);

/** A search from the address (a reload, a shared link) that matches nothing says so, with what was searched. */
export const FolderSearchNoMatch: Story = {
  ...yearFolderStory('?q=contract'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('No files match “contract”.')).toBeVisible();
    expect(canvas.getByRole('searchbox', { name: 'Search files' })).toHaveValue('contract');
    expect(canvas.queryByRole('list', { name: 'Contents of Q4' })).toBeNull();
  },
};

/** Newest first, chosen in the sort, a search from the address kept. */
export const FolderSorted: Story = {
  ...yearFolderStory('?q=2026'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(await fileNamesShown(canvasElement)).toEqual([
      'drawing-2026-q4-002.pdf',
      'quotation-2026-q4-003.pdf',
      'installation-report-2026-q4-004.pdf',
      'invoice-2026-q4-001.pdf',
      'drawing-2026-q4-010.pdf',
    ]);
    expect(canvas.getByRole('searchbox', { name: 'Search files' })).toHaveValue('2026');
  },
};

export const FolderSortedOnPhone: Story = onPhone(FolderSorted);
