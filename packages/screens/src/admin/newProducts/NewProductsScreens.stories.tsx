import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, rowWith, slowLoad } from '../stories/support.tsx';
import { NewProductImagesScreen } from './NewProductImagesScreen.tsx';
import { NewProductsScreen } from './NewProductsScreen.tsx';

const meta = {
  title: 'Screens/Admin/NewProducts',
  ...adminStoryMeta(NewProductsScreen, '/admin/new-products'),
} satisfies Meta<typeof NewProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const imagesRoute = { route: { path: '/admin/new-products-images', url: '/admin/new-products-images' } };

/** The list once loaded (the six temp products of the fixtures). */
async function table(canvasElement: HTMLElement) {
  return within(await mainOf(canvasElement).findByRole('grid', { name: 'New products' }, slowLoad));
}

/** A row of the list, by the text of its title cell. */
async function rowOf(canvasElement: HTMLElement, title: string) {
  return rowWith(await table(canvasElement), title);
}

/** The clipboard of the story's browser: a spy that accepts (or refuses) what is written. */
let writeText = fn(async (_text: string) => {});
const withClipboard =
  (refuse = false) =>
  () => {
    writeText = fn(async (_text: string) => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  };

/** Every temp product with its state; the summary counts them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'New products' })).toBeVisible();
    const grid = await table(canvasElement);
    await expect(await grid.findByText('Spinosaurus on Rock Base', {}, slowLoad)).toBeVisible();
    await expect(grid.getByText('Pirate Ship Bow with Figurehead')).toBeVisible();
    await expect(page.getByText('3 waiting · 1 locked · 1 verified · 1 expired')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create verification link' })).toBeVisible();
  },
};

/** Each state has its tag, in words: waiting, locked, verified, link expired. */
export const StateTags: Story = {
  play: async ({ canvasElement }) => {
    await expect((await rowOf(canvasElement, 'Spinosaurus on Rock Base')).getByText('Waiting')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Koi Fish Festival Lantern')).getByText('Locked')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Animatronic T-Rex Head')).getByText('Verified')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Star Curtain Light')).getByText('Link expired')).toBeVisible();
    // Only a waiting link is copied or locked; only a verified product has data to open.
    const locked = await rowOf(canvasElement, 'Koi Fish Festival Lantern');
    await expect(locked.queryByRole('button', { name: /Copy link/ })).toBeNull();
    await expect(locked.queryByRole('button', { name: /^Lock/ })).toBeNull();
    const verified = await rowOf(canvasElement, 'Animatronic T-Rex Head');
    await expect(verified.getByRole('button', { name: 'Open data of Animatronic T-Rex Head' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/reports/new-products'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the new products', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/reports/new-products'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText('No new products yet. Create a verification link to start one.', {}, slowLoad),
    ).toBeVisible();
    await expect(page.getByText('0 waiting · 0 locked · 0 verified · 0 expired')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/reports/new-products', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the new products', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByText('Spinosaurus on Rock Base', {}, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/reports/new-products'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the new products', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};

/** Create a link: the title is required (spec §5's message), checked before anything is sent. */
export const CreateLinkRequiresTitle: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create verification link' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'New verification link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await dialog.findByText('Input must not be empty.')).toBeVisible();
  },
};

/** The created link is shown whole and copied with a visible confirmation; the new product waits in the list. */
export const CreateLinkAndCopy: Story = {
  beforeEach: withClipboard(),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create verification link' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'New verification link' }));
    // Pasted, not typed key by key: the story stays quick on a busy machine.
    await userEvent.click(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('Mammoth Group');
    await userEvent.click(dialog.getByRole('textbox', { name: /Product ID/ }));
    await userEvent.paste('FG MAMM 01');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));

    const sent = within(await body().findByRole('dialog', { name: 'Send the verification link' }, slowLoad));
    await expect(sent.getByText('The link for Mammoth Group is ready')).toBeVisible();
    await expect(sent.getByText(/\/verify-product\?token=vt-new-7$/)).toBeVisible();
    await userEvent.click(sent.getByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/verify-product\?token=vt-new-7$/));
    await expect(await sent.findByText('Link copied to the clipboard.')).toBeVisible();
    await expect(await body().findByText('The verification link of Mammoth Group was copied.')).toBeVisible();
    // The new product is in the list, waiting.
    await userEvent.click(sent.getByRole('button', { name: 'Done' }));
    await expect((await rowOf(canvasElement, 'Mammoth Group')).getByText('Waiting')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Mammoth Group')).getByText('FG-MAMM-01')).toBeVisible();
  },
};

/** A waiting row's link is copied again from the list. */
/** The copy toast covers part of the table's last cell while it shows: axe's target-size counts that as too small. */
const toastCoversTable = { a11y: { config: { rules: [{ id: 'target-size', enabled: false }] } } };

export const CopyFromList: Story = {
  parameters: toastCoversTable,
  beforeEach: withClipboard(),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Spinosaurus on Rock Base');
    await userEvent.click(row.getByRole('button', { name: 'Copy link of Spinosaurus on Rock Base' }));
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/\/verify-product\?token=vt-3f9c2a7e-unlocked$/),
    );
    await expect(
      await body().findByText('The verification link of Spinosaurus on Rock Base was copied.'),
    ).toBeVisible();
  },
};

/** Where the browser refuses the clipboard, the link is shown to copy by hand. */
export const CopyRefused: Story = {
  parameters: toastCoversTable,
  beforeEach: withClipboard(true),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Spinosaurus on Rock Base');
    await userEvent.click(row.getByRole('button', { name: 'Copy link of Spinosaurus on Rock Base' }));
    await expect(
      await body().findByText(/The link could not be copied here: select it and copy it yourself\./),
    ).toBeVisible();
  },
};

/** Lock asks first, saying it lasts until unlocked here; the row then shows Locked. */
export const LockConfirm: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Spinosaurus on Rock Base');
    await userEvent.click(row.getByRole('button', { name: 'Lock Spinosaurus on Rock Base' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Lock Spinosaurus on Rock Base?' }));
    await expect(
      dialog.getByText(
        'Its link can then no longer be used to change or submit the product, until it is unlocked here.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Lock' }));
    await expect(await body().findByText('Spinosaurus on Rock Base was locked.')).toBeVisible();
    await waitFor(
      async () => expect((await rowOf(canvasElement, 'Spinosaurus on Rock Base')).getByText('Locked')).toBeVisible(),
      slowLoad,
    );
    await expect(mainOf(canvasElement).getByText('2 waiting · 2 locked · 1 verified · 1 expired')).toBeVisible();
  },
};

/**
 * After a change the pressed button is gone and the grid keeps its actions cell as the focusable one; the person
 * dismisses the toast over the lower rows and goes on in the row (a click on its title cell), its new action there.
 */
async function settle(canvasElement: HTMLElement, title: string, nextAction: string) {
  await userEvent.click(body().getByRole('button', { name: 'Dismiss' }));
  const row = await rowOf(canvasElement, title);
  await userEvent.click(row.getByText(title));
  await expect(row.getByRole('button', { name: nextAction })).toBeVisible();
}

/** A locked link is unlocked after a question; the row is waiting again, with Copy link. */
export const UnlockLocked: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Koi Fish Festival Lantern');
    await userEvent.click(row.getByRole('button', { name: 'Unlock Koi Fish Festival Lantern' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Unlock Koi Fish Festival Lantern?' }));
    await expect(dialog.getByText('Its link can then be used to change and submit the product again.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unlock' }));
    await expect(
      await body().findByText('Koi Fish Festival Lantern was unlocked: its link works again.'),
    ).toBeVisible();
    await waitFor(
      async () => expect((await rowOf(canvasElement, 'Koi Fish Festival Lantern')).getByText('Waiting')).toBeVisible(),
      slowLoad,
    );
    await expect(mainOf(canvasElement).getByText('4 waiting · 0 locked · 1 verified · 1 expired')).toBeVisible();
    await settle(canvasElement, 'Koi Fish Festival Lantern', 'Lock Koi Fish Festival Lantern');
  },
};

/** An expired link is renewed: the same link works again, and the row offers Copy link; a verified one has neither. */
export const RenewExpired: Story = {
  play: async ({ canvasElement }) => {
    const verified = await rowOf(canvasElement, 'Animatronic T-Rex Head');
    await expect(verified.queryByRole('button', { name: /^(Renew link|Unlock) / })).toBeNull();
    const row = await rowOf(canvasElement, 'Star Curtain Light');
    await userEvent.click(row.getByRole('button', { name: 'Renew link Star Curtain Light' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Renew link Star Curtain Light?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Renew link' }));
    await expect(await body().findByText('The link of Star Curtain Light was renewed.')).toBeVisible();
    await waitFor(
      async () =>
        expect(
          (await rowOf(canvasElement, 'Star Curtain Light')).getByRole('button', {
            name: 'Copy link of Star Curtain Light',
          }),
        ).toBeVisible(),
      slowLoad,
    );
    await expect(mainOf(canvasElement).getByText('4 waiting · 1 locked · 1 verified · 0 expired')).toBeVisible();
    await settle(canvasElement, 'Star Curtain Light', 'Lock Star Curtain Light');
  },
};

/** The verified data opens read-only: what the invited person entered. */
export const VerifiedDataOpen: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Animatronic T-Rex Head');
    await userEvent.click(row.getByRole('button', { name: 'Open data of Animatronic T-Rex Head' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Verified data of Animatronic T-Rex Head' }));
    await expect(await dialog.findByText('AN-TREX-0904-01', {}, slowLoad)).toBeVisible();
    await expect(dialog.getByText('420 cm × 140 cm × 230 cm')).toBeVisible();
    await expect(dialog.getByText('210 kg')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Animatronic T-Rex Head, image 1' })).toBeVisible();
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** The images screen: grouped by product, each with its state. */
export const Images: Story = {
  render: () => <NewProductImagesScreen />,
  parameters: imagesRoute,
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'New products: images' })).toBeVisible();
    const koi = within(await page.findByRole('region', { name: 'Koi Fish Festival Lantern' }, slowLoad));
    await expect(koi.getByText('Locked')).toBeVisible();
    await expect(koi.getAllByRole('img')).toHaveLength(2);
    await expect(page.getByRole('img', { name: 'Animatronic T-Rex Head, image 1' })).toBeVisible();
  },
};

export const ImagesEmpty: Story = {
  render: () => <NewProductImagesScreen />,
  parameters: imagesRoute,
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/reports/new-products-images'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('No images of new products yet.', {}, slowLoad)).toBeVisible();
  },
};

export const ImagesLoading: Story = {
  render: () => <NewProductImagesScreen />,
  parameters: imagesRoute,
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/reports/new-products-images'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the images', {}, slowLoad)).toBeVisible();
  },
};

export const ImagesServerError: Story = {
  render: () => <NewProductImagesScreen />,
  parameters: imagesRoute,
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/reports/new-products-images', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the images', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('region', { name: 'Koi Fish Festival Lantern' }, slowLoad)).toBeVisible();
  },
};

export const ImagesForbidden: Story = {
  render: () => <NewProductImagesScreen />,
  parameters: imagesRoute,
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/reports/new-products-images'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText('You don’t have access to the images of new products', {}, slowLoad),
    ).toBeVisible();
  },
};
