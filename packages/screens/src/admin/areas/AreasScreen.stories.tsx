import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
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

/** The delete's toast offers Undo while it stays: the area comes back from the recycle bin. */
export const DeleteThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Africa' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Africa?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Africa was deleted.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Africa')).toBeNull(), slowLoad);
    await userEvent.click(body().getByRole('button', { name: 'Undo' }));
    await expect(await body().findByText('Africa was restored.')).toBeVisible();
    await expect(await page.findByText('Africa', {}, slowLoad)).toBeVisible();
    await expect(db.areas.find((area) => area.id === 2)).toHaveProperty('deleted_at', null);
  },
};

/** Rows selected together are deleted after one confirmation that names the count, and come back with one Undo. */
export const BulkDeleteWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Areas' }, slowLoad));
    await userEvent.click(await table.findByRole('checkbox', { name: 'Select Africa' }, slowLoad));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select Asia' }));
    await expect(page.getByText('2 selected')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete selected' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete 2 areas?' }));
    await expect(dialog.getByText('The 2 areas will be moved to the recycle bin.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete 2 areas' }));
    await expect(await body().findByText('2 areas were deleted.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Asia')).toBeNull(), slowLoad);
    await expect(page.queryByText('Africa')).toBeNull();
    await expect(page.queryByText('2 selected')).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Undo' }));
    await expect(await body().findByText('2 areas were restored.')).toBeVisible();
    await expect(await page.findByText('Asia', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('Africa')).toBeVisible();
  },
};

/** Export CSV saves the rows the list's search and sort give, from every page, in the list's columns. */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const saved = spyOn(URL, 'createObjectURL');
    const table = within(await page.findByRole('grid', { name: 'Areas' }, slowLoad));
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'america');
    await waitFor(() => expect(table.queryByText('Europe')).toBeNull(), slowLoad);
    // Sorted by name by default; one press on the header turns it to Z to A.
    await userEvent.click(table.getByRole('columnheader', { name: /^Name/ }));
    await expect(await page.findByText('1–2 of 2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect(await body().findByText('2 areas exported.', {}, slowLoad)).toBeVisible();
    const file = saved.mock.calls.at(-1)?.[0] as Blob;
    await expect(await file.text()).toBe('Name,Code\r\nSouth America,sa\r\nNorth America,na');
    // UTF-8 with its byte-order mark, so spreadsheet programs read "é" as one letter.
    await expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    saved.mockRestore();
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
