import { db, demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, signedInAs, slowLoad } from '../stories/support.tsx';
import { FilesScreen } from './FilesScreen.tsx';

const meta = {
  title: 'Screens/Admin/Files',
  ...adminStoryMeta(FilesScreen, '/admin/files'),
} satisfies Meta<typeof FilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A tiny real PNG, so uploads are images by their bytes. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/** The upload zone's file input, once the signed-in user's create key has shown the zone. */
const fileInput = (root: HTMLElement) =>
  waitFor(() => {
    const input = root.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The upload area has no file input');
    return input;
  }, slowLoad);

/** Opens the uploads folder (three fixture images). */
async function openUploads(page: ReturnType<typeof within>) {
  await userEvent.click(await page.findByRole('button', { name: 'Open folder uploads' }, slowLoad));
  return within(await page.findByRole('list', { name: 'Files in uploads' }, slowLoad));
}

/** The root: three folders, the upload zone with its limits, New folder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'File manager' }, slowLoad)).toBeVisible();
    const list = within(await page.findByRole('list', { name: 'Files in All files' }, slowLoad));
    await expect(list.getByRole('button', { name: 'Open folder categories' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Open folder banners' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Open folder uploads' })).toBeVisible();
    await expect(page.getByText('JPEG, PNG, WebP or GIF images and PDF documents, up to 10 MB each.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible();
  },
};

/** A folder's images show their 600x600 thumbnails; the breadcrumb leads back. */
export const FolderWithPreviews: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const list = await openUploads(page);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const thumbnail = items[0]?.querySelector('img');
    await expect(thumbnail).toHaveAttribute('src', '/media/uploads/600x600/old-brochure-cover.svg');
    await expect(page.getByRole('navigation', { name: 'Folder' })).toHaveTextContent('All files/uploads');
    await userEvent.click(page.getByRole('button', { name: 'All files' }));
    await expect(await page.findByRole('button', { name: 'Open folder banners' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/files'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('Loading the files', {}, slowLoad)).toBeVisible();
    await expect(await page.findByText('Drop files here or', {}, slowLoad)).toBeVisible();
  },
};

export const EmptyFolder: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/files'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('This folder is empty.', {}, slowLoad)).toBeVisible();
  },
};

/** The list fails once; Retry asks again and the folders show. */
export const ServerErrorRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/files', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the files', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('button', { name: 'Open folder uploads' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/files'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the files', {}, slowLoad)).toBeVisible();
  },
};

/** Someone who may only look: no upload zone, no New folder, no Rename or Delete; Copy URL stays. */
export const ForbiddenActionsHidden: Story = {
  beforeEach: async () => {
    const staff = db.users.find((user) => user.email === demoAccounts.staff.email);
    staff?.permissions_keys.push('menu-others-files', 'action-others-files-view');
    await signedInAs('staff')();
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const list = await openUploads(page);
    await expect(list.getByRole('button', { name: 'Copy URL of old-brochure-cover.svg' })).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Rename old-brochure-cover.svg' })).toBeNull();
    await expect(list.queryByRole('button', { name: 'Delete old-brochure-cover.svg' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'New folder' })).toBeNull();
    await expect(page.queryByText('Drop files here or')).toBeNull();
  },
};

/** While a file goes up, its bar shows the bytes sent. */
export const UploadProgress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'POST /api/files'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('button', { name: 'Open folder uploads' }, slowLoad);
    await userEvent.upload(await fileInput(canvasElement), png('stand-photo.png'));
    const bar = await page.findByRole('progressbar', { name: 'Uploading stand-photo.png' });
    await expect(bar).toHaveAttribute('max', '100');
    // Bytes of the whole request (the file and the form around it), as the browser reports them.
    await expect(
      within(page.getByRole('list', { name: 'Uploads' })).getByText(/^\d+% · \d+ B of \d+ B$/),
    ).toBeVisible();
  },
};

/** One of two files fails: it says why and offers Retry; the other is uploaded and listed. */
export const FailedUploadKeepsOthers: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'POST /api/files', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const folder = await openUploads(page);
    await expect(folder.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.upload(await fileInput(canvasElement), [png('first.png'), png('second.png')]);
    const uploads = within(page.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText(/^Not uploaded:/, {}, slowLoad)).toBeVisible();
    await expect(await uploads.findByText('Uploaded.', {}, slowLoad)).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'Retry first.png' })).toBeVisible();
    const folderNow = within(await page.findByRole('list', { name: 'Files in uploads' }));
    await expect(await folderNow.findByText('second.png', {}, slowLoad)).toBeVisible();
  },
};

/** A file over the limits is refused before it is sent; the type limit is the zone's. */
export const RefusedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('button', { name: 'Open folder uploads' }, slowLoad);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(await fileInput(canvasElement), big);
    await expect(await page.findByText('Not uploaded: Larger than 10 MB.')).toBeVisible();
  },
};

/** Rename checks the name here first, then the server's 422 lands on the field; the typed name stays. */
export const RenameValidation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'PATCH /api/files/{id}/rename', {
        errors: { name: ['The name has already been taken.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await openUploads(mainOf(canvasElement));
    await userEvent.click(list.getByRole('button', { name: 'Rename trade-show-booth.svg' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Rename trade-show-booth.svg' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'unused-logo.svg');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(await dialog.findByText('Something in this folder already has this name.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'booth.svg');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(await dialog.findByText('The name has already been taken.')).toBeVisible();
    await expect(name).toHaveValue('booth.svg');
  },
};

/** Rename saves and the folder shows the new name. */
export const RenameSaves: Story = {
  play: async ({ canvasElement }) => {
    const list = await openUploads(mainOf(canvasElement));
    await userEvent.click(list.getByRole('button', { name: 'Rename trade-show-booth.svg' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Rename trade-show-booth.svg' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'booth-2024.svg');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(await body().findByText('Renamed to booth-2024.svg.')).toBeVisible();
    await expect(await list.findByText('booth-2024.svg')).toBeVisible();
  },
};

/** Delete asks first (an alert dialog), then the file is gone. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const list = await openUploads(mainOf(canvasElement));
    await userEvent.click(list.getByRole('button', { name: 'Delete unused-logo.svg' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete unused-logo.svg?' }));
    await expect(dialog.getByText('unused-logo.svg will be deleted. Records using it lose the file.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete unused-logo.svg' }));
    await expect(await body().findByText('unused-logo.svg was deleted.')).toBeVisible();
    await waitFor(() => expect(list.queryByText('unused-logo.svg')).toBeNull());
  },
};

/** Copy URL puts the full URL on the clipboard and says so. */
export const CopyUrl: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ canvasElement }) => {
    const list = await openUploads(mainOf(canvasElement));
    await userEvent.click(list.getByRole('button', { name: 'Copy URL of old-brochure-cover.svg' }));
    await expect(await body().findByText('Copied the URL of old-brochure-cover.svg.')).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/media/uploads/old-brochure-cover.svg`,
    );
  },
};

/** New folder: created in the open folder and listed. */
export const NewFolder: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('button', { name: 'Open folder uploads' }, slowLoad);
    await userEvent.click(page.getByRole('button', { name: 'New folder' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New folder in All files' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'logos');
    await userEvent.click(dialog.getByRole('button', { name: 'Create folder' }));
    await expect(await page.findByRole('button', { name: 'Open folder logos' }, slowLoad)).toBeVisible();
  },
};
