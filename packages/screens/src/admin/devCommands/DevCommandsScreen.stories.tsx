import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { DevCommandsScreen } from './DevCommandsScreen.tsx';

const meta = {
  title: 'Screens/Admin/DevCommands',
  ...adminStoryMeta(DevCommandsScreen, '/admin/dev-commands'),
} satisfies Meta<typeof DevCommandsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const list = 'GET /api/dev-commands';
const run = 'POST /api/dev-commands/{name}';

/** Opens cache:clear's confirmation. */
async function askToRun(page: ReturnType<typeof within>) {
  await userEvent.click(await page.findByRole('button', { name: 'Run cache:clear' }, slowLoad));
  return within(await body().findByRole('alertdialog', { name: 'Run cache:clear?' }));
}

/** The five commands of the fixtures, each with its description and a Run button; no free-text input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Developer commands' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'cache:clear' }, slowLoad)).toBeVisible();
    await expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'cache:clear',
      'config:cache',
      'queue:restart',
      'media:thumbnails',
      'catalog:reindex',
    ]);
    await expect(page.getByText('Generate missing 600x600 thumbnails.')).toBeVisible();
    await expect(page.getAllByRole('button', { name: /^Run / })).toHaveLength(5);
    await expect(page.queryByRole('textbox')).toBeNull();
  },
};

/** Run asks first; Cancel runs nothing. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const dialog = await askToRun(page);
    await expect(
      dialog.getByText(
        'Flush the application cache. It runs on the live server at once and cannot be stopped from here.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(page.queryByRole('figure', { name: 'Output of cache:clear' })).toBeNull();
  },
};

/** Confirmed, the command runs and its output shows under it. */
export const Output: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const dialog = await askToRun(page);
    await userEvent.click(dialog.getByRole('button', { name: 'Run' }));
    const output = await page.findByRole('figure', { name: 'Output of cache:clear' }, slowLoad);
    await expect(output).toHaveTextContent('$ php artisan cache:clear Flush the application cache: done.');
    await expect(page.getByText('cache:clear finished (exit code 0).')).toBeVisible();
  },
};

/** While the command runs the card says so and its button is busy. */
export const Running: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', run));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const dialog = await askToRun(page);
    await userEvent.click(dialog.getByRole('button', { name: 'Run' }));
    await expect(await page.findByText('cache:clear is running…', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('Running cache:clear')).toBeVisible();
  },
};

/** A double click on the confirmation's Run sends the command once. */
export const NoDoubleRun: Story = {
  beforeEach: ({ msw }) => {
    let sent = 0;
    (globalThis as { devCommandRuns?: () => number }).devCommandRuns = () => sent;
    msw.use(
      http.post('*/api/dev-commands/:name', () => {
        sent += 1;
        // Falls through to the normal handler.
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const dialog = await askToRun(page);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Run' }));
    await expect(await page.findByRole('figure', { name: 'Output of cache:clear' }, slowLoad)).toBeVisible();
    await expect((globalThis as { devCommandRuns?: () => number }).devCommandRuns?.()).toBe(1);
  },
};

/** A failed run says why under the command; the list stays. */
export const Failure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', run));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const dialog = await askToRun(page);
    await userEvent.click(dialog.getByRole('button', { name: 'Run' }));
    await expect(await page.findByText('cache:clear failed', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run cache:clear' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', list));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the developer commands', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', list));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('No commands are available.', {}, slowLoad)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', list, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the developer commands', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('heading', { level: 2, name: 'cache:clear' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', list));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the developer commands', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};
