import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPlaceStateStories } from '../stories/inPlaceStories.tsx';
import { adminStoryMeta, mainOf, rowWith, slowLoad } from '../stories/support.tsx';
import { AreasScreen } from './AreasScreen.tsx';

const meta = {
  title: 'Screens/Admin/Areas',
  ...adminStoryMeta(AreasScreen, '/admin/areas'),
} satisfies Meta<typeof AreasScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The six seeded areas with their codes, on one page, each with Edit and Delete for the administrator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Areas' })).toBeVisible();
    const table = within(await page.findByRole('grid', { name: 'Areas' }, slowLoad));
    const europe = await rowWith(table, 'Europe');
    await expect(europe.getByText('eu')).toBeVisible();
    await expect(europe.getByRole('button', { name: 'Edit Europe' })).toBeVisible();
    await expect(europe.getByRole('button', { name: 'Delete Europe' })).toBeVisible();
    await expect(page.getByText('1 of 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create area' })).toBeVisible();
  },
};

/** Create opens the form on the page; a valid area is created, toasted and listed. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create area' }, slowLoad));
    const form = within(page.getByRole('form', { name: 'Create area' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Oceania');
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), 'oc');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Oceania was created.')).toBeVisible();
    await expect(await (await rowWith(page, 'Oceania')).findByText('oc')).toBeVisible();
    await expect(page.queryByRole('form', { name: 'Create area' })).toBeNull();
  },
};

/** The server's 422 lands on its field; the typed name stays. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/areas', { errors: { name: ['The name has already been taken.'] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create area' }, slowLoad));
    const form = within(page.getByRole('form', { name: 'Create area' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Europe');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('The name has already been taken.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Europe');
  },
};

/** Edit opens the record in a dialog; saving closes it and the list shows the new name. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Edit Europe' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Europe' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Western Europe');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Western Europe was saved.')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Edit Europe' })).toBeNull(), slowLoad);
    await expect(await page.findByText('Western Europe')).toBeVisible();
  },
};

/** Delete asks first; the area moves to the recycle bin. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Africa' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Africa?' }));
    await expect(dialog.getByText('The area Africa will be moved to the recycle bin.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Africa was deleted.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Africa')).toBeNull(), slowLoad);
    await expect(db.areas.find((area) => area.id === 2)).toHaveProperty('deleted_at', '2026-11-20T09:00:00.000000Z');
  },
};

const states = inPlaceStateStories({
  listEndpoint: 'GET /api/areas',
  heading: 'Areas',
  firstRow: 'Europe',
  emptyText: 'No areas yet.',
});
export const Loading: Story = states.Loading as Story;
export const Empty: Story = states.Empty as Story;
export const ServerError: Story = states.ServerError as Story;
export const Forbidden: Story = states.Forbidden as Story;
