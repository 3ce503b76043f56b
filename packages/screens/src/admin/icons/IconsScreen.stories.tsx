import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { IconsScreen } from './IconsScreen.tsx';

const meta = {
  title: 'Screens/Admin/Icons',
  ...adminStoryMeta(IconsScreen, '/admin/icons'),
} satisfies Meta<typeof IconsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
type Flagged = Window & { iconScriptRan?: string };

/** An icon with a script, an onload handler, a click handler and an outside reference. */
const evilIcon = () =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.iconScriptRan='onload'">` +
        `<script>window.iconScriptRan='script'</script>` +
        `<circle cx="12" cy="12" r="10" fill="#c0392b" onclick="window.iconScriptRan='click'"/>` +
        `<image href="https://tracker.example/pixel.png" width="1" height="1"/></svg>`,
    ],
    'evil-star.svg',
    { type: 'image/svg+xml' },
  );

/** The upload zone's file input, once the signed-in user's create key has shown the zone. */
const fileInput = (root: HTMLElement) =>
  waitFor(() => {
    const input = root.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The upload area has no file input');
    return input;
  }, slowLoad);

/** Ten icons, each previewed at the five icon sizes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Icon manager' })).toBeVisible();
    const list = within(await page.findByRole('list', { name: 'Icons' }, slowLoad));
    const sizes = within(list.getByRole('list', { name: 'dinosaur at the icon sizes' }));
    await expect(sizes.getAllByRole('img')).toHaveLength(5);
    await expect(sizes.getByRole('img', { name: 'dinosaur at 48 pixels' })).toHaveAttribute(
      'src',
      '/media/icons/dinosaur.svg',
    );
    await expect(
      page.getByText(
        'SVG drawings, up to 100 KB each. Scripts, event handlers and outside references are removed on upload.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/icons'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the icons', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/icons'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('No icons yet.', {}, slowLoad)).toBeVisible();
  },
};

export const ServerErrorRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/icons', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the icons', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('list', { name: 'Icons' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/icons'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText('You don’t have access to the icons', {}, slowLoad),
    ).toBeVisible();
  },
};

/**
 * An SVG with a script and handlers is uploaded: the server keeps the drawing only, it shows as an image at every
 * size and in a chip, and nothing in it runs.
 */
export const UploadSanitisedPreview: Story = {
  beforeEach: () => {
    delete (window as Flagged).iconScriptRan;
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('list', { name: 'Icons' }, slowLoad);
    await userEvent.upload(await fileInput(canvasElement), evilIcon());
    const preview = await page.findByRole('img', { name: 'evil-star at 48 pixels' }, slowLoad);
    const served = await (await fetch(preview.getAttribute('src') ?? '')).text();
    await expect(served).toContain('<circle');
    await expect(served).not.toContain('<script');
    await expect(served).not.toContain('onload');
    await expect(served).not.toContain('onclick');
    await expect(served).not.toContain('tracker.example');
    // In a chip item, the icon is an image too.
    await userEvent.type(page.getByRole('combobox', { name: 'Chip preview' }), 'evil');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await page.findByRole('row', { name: /evil-star/ })).toBeVisible();
    await expect((window as Flagged).iconScriptRan).toBeUndefined();
  },
};

/** A PNG is not an icon: the zone lists it as not added, nothing is sent. */
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('list', { name: 'Icons' }, slowLoad);
    await userEvent.upload(await fileInput(canvasElement), new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await page.findByText('photo.png — not an accepted type')).toBeVisible();
  },
};

/** The server refuses an upload: the file says why and can be retried. */
export const UploadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'POST /api/icons', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('list', { name: 'Icons' }, slowLoad);
    await userEvent.upload(await fileInput(canvasElement), evilIcon());
    await expect(await page.findByText(/^Not uploaded:/, {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry evil-star.svg' }));
    await expect(await page.findByText('Uploaded.', {}, slowLoad)).toBeVisible();
  },
};

/** Delete asks first, then the icon is gone. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const list = within(await page.findByRole('list', { name: 'Icons' }, slowLoad));
    await userEvent.click(list.getByRole('button', { name: 'Delete lantern' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete lantern?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete lantern' }));
    await expect(await body().findByText('The icon lantern was deleted.')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('list', { name: 'lantern at the icon sizes' })).toBeNull());
  },
};

/** Icons are choosable for chip items: each chip shows its icon as an image. */
export const ChooseForChip: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const field = await page.findByRole('combobox', { name: 'Chip preview' }, slowLoad);
    await userEvent.type(field, 'star');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await page.findByRole('row', { name: /star/ })).toBeVisible();
  },
};
