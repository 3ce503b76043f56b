import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewOnly } from '../accessTypes/stories/viewOnly.ts';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { FilterScreen, FiltersScreen } from './FiltersScreens.tsx';

const meta = {
  title: 'Screens/Admin/Filters',
  ...adminStoryMeta(FiltersScreen, '/admin/product-filter'),
} satisfies Meta<typeof FiltersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: number | 'new') => ({
  route: { path: '/admin/product-filter/:id', url: `/admin/product-filter/${id}` },
});
const body = () => within(document.body);
const grid = async (canvasElement: HTMLElement) =>
  within(await mainOf(canvasElement).findByRole('grid', { name: 'Filters' }, slowLoad));

/** The bodies of PUT /api/data-table/filter this story sent (the mock then answers as usual). */
let orderBodies: unknown[] = [];
const recordOrderBodies: Story['beforeEach'] = ({ msw }) => {
  orderBodies = [];
  msw.use(
    http.put('/api/data-table/filter', async ({ request }) => {
      orderBodies.push(await request.clone().json());
    }),
  );
};

/** The obsolete note: named, in words, with links to what replaced the old screen. */
async function expectObsoleteNote(canvasElement: HTMLElement) {
  const note = within(
    await mainOf(canvasElement).findByRole('note', { name: 'Obsolete: the per-product filter screen' }, slowLoad),
  );
  await expect(note.getByRole('link', { name: 'the filters list' })).toBeVisible();
  await expect(note.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/product-item');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
    await expectObsoleteNote(canvasElement);
    const list = await grid(canvasElement);
    await expect(await list.findByRole('link', { name: 'Placement' })).toBeVisible();
    await expect(list.getByText('3 choices: Indoor, Outdoor, Indoor & outdoor')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create filter' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/filters'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the filters', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/filters'));
  },
  play: async ({ canvasElement }) => {
    await expect(await (await grid(canvasElement)).findByText('No filters yet.')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/filters', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the filters', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('link', { name: 'Placement' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/filters'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(canvasElement).findByText('You don’t have access to the filters', {}, slowLoad),
    ).toBeVisible();
  },
};

/** Move up by keyboard (focus, Enter): the list changes and the whole new order is sent, 1 first. */
export const ReorderByKeyboard: Story = {
  beforeEach: recordOrderBodies,
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    const up = await list.findByRole('button', { name: 'Move up: Material' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(orderBodies).toHaveLength(1));
    await expect(orderBodies[0]).toEqual({
      filters: [
        { id: 2, sort_order: 1 },
        { id: 1, sort_order: 2 },
        { id: 3, sort_order: 3 },
        { id: 4, sort_order: 4 },
        { id: 5, sort_order: 5 },
        { id: 6, sort_order: 6 },
      ],
    });
    const rows = list.getAllByRole('row');
    await expect(rows[0]).toHaveTextContent(/^.*Material/);
    await expect(rows[1]).toHaveTextContent(/Placement/);
    await expect(await mainOf(canvasElement).findByText('Material moved to position 1 of 6.')).toBeInTheDocument();
  },
};

/** The server refuses the new order: the list goes back to the saved one and says why. */
export const FailedReorderRollsBack: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'PUT /api/data-table/filter'));
  },
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Move down: Placement' }));
    await expect(await mainOf(canvasElement).findByText('The new order was not saved')).toBeVisible();
    await waitFor(() => expect(list.getAllByRole('row')[0]).toHaveTextContent(/Placement/));
    await expect(list.getAllByRole('row')[1]).toHaveTextContent(/Material/);
  },
};

/** With the view key only: no Create link, no drag handles, no Move buttons. */
export const ViewOnlyList: Story = {
  beforeEach: viewOnly('product-filter'),
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement);
    await expect(await list.findByRole('link', { name: 'Placement' })).toBeVisible();
    await expect(mainOf(canvasElement).queryByRole('link', { name: 'Create filter' })).toBeNull();
    await expect(list.queryByRole('button', { name: /^Move/ })).toBeNull();
    await expect(list.queryByRole('button', { name: /^Drag/ })).toBeNull();
  },
};

/** A filter's record: the note, its fields and its choices. */
export const Record: Story = {
  render: () => <FilterScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expectObsoleteNote(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Placement' }, slowLoad)).toBeVisible();
    const choices = within(page.getByRole('list', { name: 'Choices of Placement' }));
    await expect(choices.getAllByRole('listitem')).toHaveLength(3);
    await expect(choices.getByText('Indoor & outdoor')).toBeVisible();
  },
};

/** Adding a choice: it joins the list and the field empties. */
export const AddChoice: Story = {
  render: () => <FilterScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const field = await page.findByRole('textbox', { name: 'New choice' }, slowLoad);
    await userEvent.type(field, 'Poolside');
    await userEvent.click(page.getByRole('button', { name: 'Add choice' }));
    await expect(await body().findByText('Poolside was added.', {}, slowLoad)).toBeVisible();
    const choices = within(page.getByRole('list', { name: 'Choices of Placement' }));
    await expect(await choices.findByText('Poolside')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** Removing a choice asks first (it leaves every product), then it goes. */
export const RemoveChoice: Story = {
  render: () => <FilterScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Remove Outdoor' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Remove Outdoor?' }));
    await expect(
      dialog.getByText('Outdoor is taken off every product that has it, and customers no longer see it.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('Outdoor was removed.', {}, slowLoad)).toBeVisible();
    const choices = within(page.getByRole('list', { name: 'Choices of Placement' }));
    await waitFor(() => expect(choices.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** An empty choice is refused on the client with the generic message; nothing is sent. */
export const ChoiceRequired: Story = {
  render: () => <FilterScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add choice' }, slowLoad));
    await expect(await page.findByText('Input must not be empty.')).toBeVisible();
  },
};

/** The server's 422 lands on the choice field; the typed value stays. */
export const ChoiceServerValidation: Story = {
  render: () => <FilterScreen />,
  parameters: record(1),
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/filters/choice/{id}', {
        errors: { title: ['The title has already been taken.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const field = await page.findByRole('textbox', { name: 'New choice' }, slowLoad);
    await userEvent.type(field, 'Indoor');
    await userEvent.click(page.getByRole('button', { name: 'Add choice' }));
    await expect(await page.findByText('The title has already been taken.')).toBeVisible();
    await expect(field).toHaveValue('Indoor');
  },
};

/** The filter's name is required on the create form. */
export const NameRequired: Story = {
  render: () => <FilterScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create' }, slowLoad));
    await expect(await page.findByText('Input must not be empty.')).toBeVisible();
  },
};

/** With the view key only: no Save, Delete, Remove or Add choice on the record. */
export const ViewOnlyRecord: Story = {
  beforeEach: viewOnly('product-filter'),
  render: () => <FilterScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Placement' }, slowLoad)).toBeVisible();
    await expect(page.getByText('You may look at this filter but not change it.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(page.queryByRole('textbox', { name: 'New choice' })).toBeNull();
  },
};
