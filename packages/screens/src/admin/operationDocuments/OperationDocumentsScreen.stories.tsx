import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, signedInAs, slowLoad } from '../stories/support.tsx';
import { OperationDocumentsScreen } from './OperationDocumentsScreen.tsx';

const meta = {
  title: 'Screens/Admin/OperationDocuments',
  ...adminStoryMeta(OperationDocumentsScreen, '/admin/operation-documents'),
} satisfies Meta<typeof OperationDocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const folderRoute = (id: number) => ({
  route: { path: '/admin/operation-documents/folder/:id', url: `/admin/operation-documents/folder/${id}` },
});
const body = () => within(document.body);
const pdf = (name: string, bytes = 4096) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
/** The file input of the upload zone (FileTrigger's), for `userEvent.upload`. */
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** The five top folders of the fixtures as a tree; no folder open yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Operation documents' })).toBeVisible();
    const tree = within(await page.findByRole('tree', { name: 'Folders' }, slowLoad));
    const items = tree.getAllByRole('treeitem');
    await expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'Price lists',
      'Catalogues',
      'Installation guides',
      'Certificates',
      'Shipping',
    ]);
    await expect(tree.getByRole('treeitem', { name: 'Price lists' })).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('treeitem', { name: 'Catalogues' })).not.toHaveAttribute('aria-expanded');
    await expect(page.getByText('Choose a folder to see its documents and who can see it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible();
  },
};

/** The APG tree view by keyboard: one tab stop, arrows move focus, Right/Left open and close, Home/End, a letter. */
export const KeyboardTree: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const tree = within(await page.findByRole('tree', { name: 'Folders' }, slowLoad));
    const item = (name: string) => tree.getByRole('treeitem', { name });
    // One tab stop: the first folder.
    await expect(item('Price lists')).toHaveAttribute('tabindex', '0');
    await expect(item('Catalogues')).toHaveAttribute('tabindex', '-1');
    item('Price lists').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Catalogues')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Price lists')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('Price lists')).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Price lists')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('Distributors')).toHaveFocus();
    await expect(item('Distributors')).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('Price lists')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('Price lists')).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.queryByRole('treeitem', { name: 'Distributors' })).toBeNull();
    await userEvent.keyboard('{End}');
    await expect(item('Shipping')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Price lists')).toHaveFocus();
    await userEvent.keyboard('i');
    await expect(item('Installation guides')).toHaveFocus();
    await userEvent.keyboard('*');
    await expect(item('Installation guides')).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Price lists')).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Shipping')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/operation-documents/folder/4'),
    ).toBeVisible();
  },
};

/** A nested folder: the folders above it open, it is selected; its path, documents, access and actions show. */
export const Folder: Story = {
  parameters: folderRoute(5),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const tree = within(await page.findByRole('tree', { name: 'Folders' }, slowLoad));
    await expect(tree.getByRole('treeitem', { name: 'Installation guides' })).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('treeitem', { name: 'Animatronics' })).toHaveAttribute('aria-selected', 'true');
    await expect(tree.getByRole('treeitem', { name: 'Animatronics' })).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('heading', { level: 2, name: 'Animatronics' })).toBeVisible();
    const trail = within(page.getByRole('navigation', { name: 'Folder path' }));
    await expect(trail.getByRole('link', { name: 'Installation guides' })).toHaveAttribute(
      'href',
      '/admin/operation-documents/folder/4',
    );
    const documents = within(page.getByRole('list', { name: 'Documents in Animatronics' }));
    await expect(documents.getByRole('link', { name: 'control-box-wiring.pdf' })).toHaveAttribute(
      'download',
      'control-box-wiring.pdf',
    );
    await expect(documents.getByRole('link', { name: 'maintenance-schedule.pdf' })).toBeVisible();
    await expect(page.getByText('Only staff: no customer or company yet.')).toBeVisible();
    for (const name of ['New sub-folder', 'Rename', 'Access', 'Delete']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByText('PDF, Word, Excel, JPEG or PNG, up to 20 MB each.')).toBeVisible();
  },
};

/** New sub-folder: named in a dialog, created inside the open folder, then opened. */
export const CreateFolder: Story = {
  parameters: folderRoute(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'New sub-folder' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'New folder in Price lists' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Brochures');
    await userEvent.click(dialog.getByRole('button', { name: 'Create folder' }));
    await expect(await body().findByText('Brochures was created.')).toBeVisible();
    // The new folder opens: its page, selected in the tree under Price lists.
    await expect(await page.findByRole('heading', { level: 2, name: 'Brochures' }, slowLoad)).toBeVisible();
    await expect(page.getByRole('treeitem', { name: 'Brochures' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('treeitem', { name: 'Brochures' })).toHaveAttribute('aria-level', '2');
    await expect(db.folders.find((folder) => folder.id === 10)).toMatchObject({ title: 'Brochures', parent_id: 1 });
  },
};

/** The server's 422 lands on the name field; what was typed stays. */
export const CreateFolderRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/operation-documents', {
        errors: { title: ['A folder with this name already exists.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'New folder' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'New folder' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Catalogues');
    await userEvent.click(dialog.getByRole('button', { name: 'Create folder' }));
    await expect(await dialog.findByText('A folder with this name already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveValue('Catalogues');
  },
};

/** Rename: the new name shows in the heading and the tree. */
export const RenameFolder: Story = {
  parameters: folderRoute(3),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Rename' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Rename Catalogues' }));
    const name = dialog.getByRole('textbox', { name: 'Folder name' });
    await expect(name).toHaveValue('Catalogues');
    await userEvent.clear(name);
    await userEvent.type(name, 'Catalogues 2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(await body().findByText('Catalogues was renamed to Catalogues 2026.')).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'Catalogues 2026' })).toBeVisible();
    await expect(page.getByRole('treeitem', { name: 'Catalogues 2026' })).toBeVisible();
  },
};

/** Delete asks first, naming what goes with it; then the parent folder opens. */
export const DeleteFolder: Story = {
  parameters: folderRoute(2),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Distributors?' }));
    await expect(
      dialog.getByText('Distributors, its sub-folders and their documents are deleted. Customers no longer see them.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete folder' }));
    await expect(await body().findByText('Distributors was deleted.')).toBeVisible();
    // Its parent opens; the tree no longer has it.
    await expect(await page.findByRole('heading', { level: 2, name: 'Price lists' }, slowLoad)).toBeVisible();
    await waitFor(() => expect(page.queryByRole('treeitem', { name: 'Distributors' })).toBeNull(), slowLoad);
    await expect(db.folders.find((folder) => folder.id === 2)?.deleted_at).not.toBeNull();
  },
};

/**
 * While a file is on its way its progress bar says how many of its bytes were sent (the browser's XMLHttpRequest
 * upload events; the mock transport reports them once the server answers, which here it never does). Files go one
 * at a time: the next waits its turn, and starts when Cancel stops the first, which can be sent again.
 */
export const UploadProgress: Story = {
  parameters: folderRoute(8),
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'POST /api/operation-documents/{id}/files'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Shipping' }, slowLoad);
    await userEvent.upload(fileInput(canvasElement), pdf('packing-list-0427.pdf', 8192));
    const bar = await page.findByRole('progressbar', { name: 'Uploading packing-list-0427.pdf' });
    // A file chosen while another goes waits its turn.
    await userEvent.upload(fileInput(canvasElement), pdf('invoice-0427.pdf'));
    const uploads = within(page.getByRole('list', { name: 'Uploads' }));
    await expect(bar).toHaveAttribute('aria-valuetext', '0% (0 B of 8 KB)');
    await expect(page.getByText('0% · 0 B of 8 KB')).toBeVisible();
    await expect(uploads.getByText('Waiting.')).toBeVisible();
    // Only Cancel is offered while it is on its way.
    await expect(page.queryByRole('button', { name: 'Dismiss packing-list-0427.pdf' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Cancel packing-list-0427.pdf' }));
    await expect(await page.findByText('Not uploaded: Cancelled.')).toBeVisible();
    await expect(page.queryByRole('progressbar', { name: 'Uploading packing-list-0427.pdf' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Retry packing-list-0427.pdf' })).toBeVisible();
    await expect(await page.findByRole('progressbar', { name: 'Uploading invoice-0427.pdf' })).toBeVisible();
  },
};

/** Several files: the one the server refuses says why and can be retried; the others are uploaded. */
export const UploadFailed: Story = {
  parameters: folderRoute(8),
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/operation-documents/:id/files', async ({ request }) => {
        const file = (await request.clone().formData()).get('files[0]');
        if (file instanceof File && file.name === 'damaged.pdf') {
          return HttpResponse.json({ message: 'The file could not be stored.' }, { status: 500 });
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Shipping' }, slowLoad);
    const huge = new File([new Uint8Array(21 * 1024 * 1024)], 'scan-huge.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), [pdf('bill-of-lading.pdf'), pdf('damaged.pdf'), huge]);
    const uploads = within(page.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText('Not uploaded: Larger than 20 MB.')).toBeVisible();
    await expect(await uploads.findByText(/^Not uploaded: The file could not be stored/)).toBeVisible();
    await expect(await uploads.findByText('Uploaded.')).toBeVisible();
    const documents = within(page.getByRole('list', { name: 'Documents in Shipping' }));
    await expect(await documents.findByRole('link', { name: 'bill-of-lading.pdf' })).toBeVisible();
    await expect(documents.queryByRole('link', { name: 'damaged.pdf' })).toBeNull();
    // The failed file is kept: Retry is offered (not for the one over the limit).
    await expect(uploads.getByRole('button', { name: 'Retry damaged.pdf' })).toBeVisible();
    await expect(uploads.queryByRole('button', { name: 'Retry scan-huge.pdf' })).toBeNull();
  },
};

/** Access: customers and companies are chosen; saved, the folder says who sees it. */
export const AccessEditing: Story = {
  parameters: folderRoute(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const who = within(await page.findByRole('region', { name: 'Who can see it' }, slowLoad));
    await expect(await who.findByText('Customers: Jordan Lee')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Access' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Who can see Price lists' }));
    const companies = await dialog.findByRole('combobox', { name: 'Companies' }, slowLoad);
    await userEvent.type(companies, 'Blue Lagoon');
    await userEvent.click(await body().findByRole('option', { name: 'Blue Lagoon Leisure LLC' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save access' }));
    await expect(await body().findByText('Access to Price lists was saved.')).toBeVisible();
    await expect(await who.findByText('Companies: Blue Lagoon Leisure LLC')).toBeVisible();
    await expect(db.folders.find((folder) => folder.id === 1)).toMatchObject({ customer_ids: [1], company_ids: [2] });
  },
};

/** A folder id the tree does not have goes to notFound. */
export const MissingFolder: Story = {
  parameters: folderRoute(999),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated to /not-found', {}, slowLoad)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/operation-documents'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the folders', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/operation-documents'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText('No folders yet. Create one to share documents with customers.', {}, slowLoad),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible();
  },
};

/** A failed load says so; Retry asks again and the tree comes. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/operation-documents', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the folders', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('tree', { name: 'Folders' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/operation-documents'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the operation documents', {}, slowLoad)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'New folder' })).toBeNull();
  },
};

/** With the view key only, no action shows: no New folder, Rename, Access, Delete, nor the upload zone. */
export const ViewOnly: Story = {
  parameters: folderRoute(1),
  beforeEach: async () => {
    const staff = db.users.find((user) => user.id === 2);
    staff?.permissions_keys.push('menu-content-operation-documents', 'action-content-operation-documents-view');
    await signedInAs('staff')();
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Price lists' }, slowLoad)).toBeVisible();
    await expect(page.getByRole('link', { name: 'price-list-2026.pdf' })).toBeVisible();
    for (const name of ['New folder', 'New sub-folder', 'Rename', 'Access', 'Delete']) {
      await expect(page.queryByRole('button', { name })).toBeNull();
    }
    await expect(page.queryByText('PDF, Word, Excel, JPEG or PNG, up to 20 MB each.')).toBeNull();
  },
};
