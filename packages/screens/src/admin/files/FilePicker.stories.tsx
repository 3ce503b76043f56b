import type { FileEntry } from '@factory/api';
import { scenario } from '@factory/mocks';
import { Heading, Stack } from '@factory/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { FilePicker } from './FilePicker.tsx';

/** A category form's image field, as the category editor uses it. */
function PickerDemo({ initial = null, isDisabled = false }: { initial?: FileEntry | null; isDisabled?: boolean }) {
  const [value, setValue] = useState<FileEntry | null>(initial);
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>Category image</Heading>
      <FilePicker label="Image" value={value} onChange={setValue} accept="image" isDisabled={isDisabled} />
    </Stack>
  );
}

const meta = {
  title: 'Screens/Admin/Files/Picker',
  ...adminStoryMeta(PickerDemo, '/admin/files'),
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = async () => within(await body().findByRole('dialog', { name: 'Choose image' }));

/** A 1x1 PNG, so the uploaded file is a real image. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'lantern-photo.png',
    { type: 'image/png' },
  );

/** The upload zone's file input, once the signed-in user's create key has shown the zone. */
const fileInput = (root: HTMLElement) =>
  waitFor(() => {
    const input = root.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The upload area has no file input');
    return input;
  }, slowLoad);

/** Nothing chosen yet: the field says so and offers Choose. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const field = within(page.getByRole('group', { name: 'Image' }));
    await expect(field.getByText('No image')).toBeVisible();
    await expect(field.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

/** A chosen image shows its 600x600 thumbnail; Remove clears it. */
export const Chosen: Story = {
  args: {
    initial: {
      id: 900,
      kind: 'file',
      name: 'old-brochure-cover.svg',
      parent_id: 3,
      url: '/media/uploads/old-brochure-cover.svg',
      mime_type: 'image/svg+xml',
      size: 3000,
      updated_at: '2024-05-30T00:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const image = page.getByRole('img', { name: 'Image: old-brochure-cover.svg' });
    await expect(image).toHaveAttribute('src', '/media/uploads/600x600/old-brochure-cover.svg');
    await userEvent.click(page.getByRole('button', { name: 'Remove image' }));
    await expect(page.getByText('No image')).toBeVisible();
  },
};

/** Disabled (e.g. while the form saves): neither Choose nor Remove can be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(mainOf(canvasElement).getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};

/** Browse into a folder, select an image, use it: the field shows it. */
export const PickFromFolder: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Choose image' }));
    const picker = await dialog();
    await userEvent.click(await picker.findByRole('button', { name: 'Open folder uploads' }, slowLoad));
    await expect(await picker.findByRole('list', { name: 'Images in uploads' }, slowLoad)).toBeVisible();
    await expect(picker.getByRole('navigation', { name: 'Folder' })).toHaveTextContent('All files/uploads');
    await userEvent.click(picker.getByRole('button', { name: 'trade-show-booth.svg' }));
    await userEvent.click(picker.getByRole('button', { name: 'Use trade-show-booth.svg' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('img', { name: 'Image: trade-show-booth.svg' })).toBeVisible();
  },
};

/** Back up the trail with the breadcrumb. */
export const BreadcrumbBack: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(mainOf(canvasElement).getByRole('button', { name: 'Choose image' }));
    const picker = await dialog();
    await userEvent.click(await picker.findByRole('button', { name: 'Open folder banners' }, slowLoad));
    await userEvent.click(await picker.findByRole('button', { name: 'All files' }));
    await expect(await picker.findByRole('button', { name: 'Open folder categories' })).toBeVisible();
  },
};

/** Upload a new image in the dialog: it is picked and shown in the field. */
export const UploadAndPick: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Choose image' }));
    const picker = await dialog();
    await expect(await picker.findByText('JPEG, PNG, WebP or GIF images, up to 10 MB each.')).toBeVisible();
    await userEvent.upload(await fileInput(await body().findByRole('dialog')), png());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), slowLoad);
    await expect(page.getByRole('img', { name: 'Image: lantern-photo.png' })).toBeVisible();
  },
};

/** The upload fails: the dialog says why, keeps the file for Retry, and nothing is picked. */
export const UploadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'POST /api/files', { once: true }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(mainOf(canvasElement).getByRole('button', { name: 'Choose image' }));
    const picker = await dialog();
    await picker.findByRole('button', { name: 'Open folder uploads' }, slowLoad);
    await userEvent.upload(await fileInput(await body().findByRole('dialog')), png());
    await expect(await picker.findByText(/^Not uploaded:/, {}, slowLoad)).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Retry lantern-photo.png' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), slowLoad);
    await expect(mainOf(canvasElement).getByRole('img', { name: 'Image: lantern-photo.png' })).toBeVisible();
  },
};

/** An empty folder says so. */
export const EmptyFolder: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/files'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(mainOf(canvasElement).getByRole('button', { name: 'Choose image' }));
    const picker = await dialog();
    await expect(await picker.findByText('No images in this folder.', {}, slowLoad)).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};
