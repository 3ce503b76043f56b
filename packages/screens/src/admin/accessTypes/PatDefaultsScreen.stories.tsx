import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, expectLoadingRows, mainOf, slowLoad } from '../stories/support.tsx';
import { PatDefaultsScreen } from './PatDefaultsScreen.tsx';
import { viewOnly } from './stories/viewOnly.ts';

const meta = {
  title: 'Screens/Admin/Access type defaults',
  ...adminStoryMeta(PatDefaultsScreen, '/admin/pat-defaults'),
} satisfies Meta<typeof PatDefaultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = async (canvasElement: HTMLElement) =>
  within(await mainOf(canvasElement).findByRole('grid', { name: 'Access type defaults' }, slowLoad));

/** Picks an option of a select in the dialog. */
async function choose(scope: ReturnType<typeof within>, field: RegExp, option: string) {
  await userEvent.click(await scope.findByRole('button', { name: field }, slowLoad));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Each default names who gets which type, and what that type shows them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Area Europe', {}, slowLoad)).toBeVisible();
    await expect(await rows.findByRole('link', { name: 'Seasonal only' }, slowLoad)).toBeVisible();
    await expect(await rows.findByText('Company Golden Gate Resorts LLC', {}, slowLoad)).toBeVisible();
    await expect(mainOf(canvasElement).getByRole('button', { name: 'Add default' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/pat-defaults'));
  },
  play: async ({ canvasElement }) => {
    await expectLoadingRows(canvasElement, 'the access type defaults');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/pat-defaults'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText(
        'No defaults yet: new customers get no access type until one is set.',
        {},
        slowLoad,
      ),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/pat-defaults', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the access type defaults', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByText('Area Europe', {}, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/pat-defaults'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText('You don’t have access to the access type defaults', {}, slowLoad),
    ).toBeVisible();
  },
};

/** Add: pick the type and a company; the new row names them. */
export const AddDefault: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await mainOf(canvasElement).findByRole('button', { name: 'Add default' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Add default' }));
    await choose(dialog, /Access type/, 'Parks & attractions');
    await choose(dialog, /Company/, 'Sunrise Parks Inc.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await body().findByText('The default was created.', {}, slowLoad)).toBeVisible();
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Company Sunrise Parks Inc.', {}, slowLoad)).toBeVisible();
  },
};

/** The access type is required: the dialog says so and sends nothing. */
export const AccessTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await mainOf(canvasElement).findByRole('button', { name: 'Add default' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Add default' }));
    // As a person would: press Add once the whole form is there, every field's choices come (before, Add sends to
    // the server, whose 422 lands on a field that is not there yet to take focus; a field that comes later re-renders
    // the form).
    for (const field of [/Access type/, /Area/, /Company/])
      await dialog.findByRole('button', { name: field }, slowLoad);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Input must not be empty.', {}, slowLoad)).toBeVisible();
    // The refused form focuses its first invalid field.
    await waitFor(() => expect(dialog.getByRole('button', { name: /Access type/ })).toHaveFocus(), slowLoad);
  },
};

/** Edit: Europe's default moves to another type. */
export const EditDefault: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'Edit the default for Area Europe' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit default' }));
    await choose(dialog, /Access type/, 'Seasonal only');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The default was saved.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(rows.getAllByRole('link', { name: 'Seasonal only' })).toHaveLength(2), slowLoad);
  },
};

/** Remove asks first; the row goes. */
export const RemoveDefault: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'Remove the default for Area Asia' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Remove this default?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('The default was deleted.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(rows.queryByText('Area Asia')).toBeNull(), slowLoad);
  },
};

/** With the view key only: no Add, Edit or Remove. */
export const ViewOnly: Story = {
  beforeEach: viewOnly('pat-defaults'),
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('Area Europe', {}, slowLoad)).toBeVisible();
    await expect(mainOf(canvasElement).queryByRole('button', { name: 'Add default' })).toBeNull();
    await expect(rows.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(rows.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};
