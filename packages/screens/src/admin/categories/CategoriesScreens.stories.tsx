import { db, plantUnsafeCover, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, signedInAs, slowLoad } from '../stories/support.tsx';
import { CategoriesScreen, CategoryScreen } from './CategoriesScreens.tsx';

const meta = {
  title: 'Screens/Admin/Categories',
  ...adminStoryMeta(CategoriesScreen, '/admin/categories'),
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: number | 'new') => ({ route: { path: '/admin/categories/:id', url: `/admin/categories/${id}` } });
const body = () => within(document.body);
/** A save answered by the mock server on a busy machine. */
const slowSave = { timeout: 10000 };
/** The order list once the signed-in user's keys have arrived (the list is built anew with its edit controls). */
async function orderGrid(page: ReturnType<typeof within>, editable = true) {
  if (editable) await page.findByRole('button', { name: 'Drag Fiberglass Figures' }, slowLoad);
  return within(await page.findByRole('grid', { name: 'Order of the top-level categories' }, slowLoad));
}

/** The PUT bodies of the data-table save, recorded on their way to the mock server. */
const sentOrders: unknown[] = [];
const recordOrderSaves: Story['beforeEach'] = ({ msw }) => {
  sentOrders.length = 0;
  msw.use(
    http.put('*/api/data-table/categories', async ({ request }) => {
      sentOrders.push(await request.clone().json());
      // No answer here: the request goes on to the mock server's handler.
    }),
  );
};

/** The tree: top-level categories with their sub-categories nested below, each a link to its record. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'Category tree (50)' }, slowLoad)).toBeVisible();
    const tree = within(page.getByRole('list', { name: 'Category tree' }));
    const dinosaurs = tree.getByRole('link', { name: 'Dinosaurs' }).closest('li') as HTMLElement;
    await expect(within(dinosaurs).getByText('4 sub-categories')).toBeVisible();
    await expect(within(dinosaurs).getByRole('link', { name: 'Dinosaur Skeletons' })).toHaveAttribute(
      'href',
      '/admin/categories/20',
    );
    await expect(page.getByRole('link', { name: 'Create category' })).toBeVisible();
  },
};

/** The list's other half: the top-level order, the first 8 marked as the customer's nav chips. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const grid = await orderGrid(mainOf(canvasElement));
    const rows = grid.getAllByRole('row');
    await expect(rows).toHaveLength(14);
    await expect(within(rows[0] as HTMLElement).getByText('Fiberglass Figures')).toBeVisible();
    await expect(within(rows[7] as HTMLElement).getByText('Theme-Park Props')).toBeVisible();
    await expect(within(rows[7] as HTMLElement).getByText('Nav chip')).toBeVisible();
    await expect(within(rows[8] as HTMLElement).getByText('Menu only')).toBeVisible();
    await expect(await grid.findByRole('button', { name: 'Move up: Fiberglass Figures' }, slowLoad)).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Move down: Mascot Statues' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the categories', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('No categories yet.', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create category' })).toBeVisible();
  },
};

/** A failed load says so; Retry asks again and the tree arrives. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/categories', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the categories', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('list', { name: 'Category tree' }, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the categories', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};

/** Staff without the categories edit key: the order is shown without handles or move buttons. */
export const ReadOnlyStaff: Story = {
  beforeEach: async () => {
    const staff = db.users.find((user) => user.id === 2);
    if (!staff) throw new Error('The fixtures need the staff user');
    staff.permissions_keys = staff.permissions_keys.filter((key) => key !== 'action-product-categories-edit');
    await signedInAs('staff')();
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = await orderGrid(page, false);
    await expect(grid.getAllByRole('row')).toHaveLength(14);
    await expect(grid.queryByRole('button', { name: 'Move up: Dinosaurs' })).toBeNull();
    await expect(grid.queryByRole('button', { name: 'Drag Dinosaurs' })).toBeNull();
  },
};

/** Keyboard only: into the list, down to Dinosaurs, right to its Move up, Enter; the order and the PUT body follow. */
export const ReorderByKeyboard: Story = {
  beforeEach: recordOrderSaves,
  play: async ({ canvasElement }) => {
    const grid = await orderGrid(mainOf(canvasElement));
    (grid.getAllByRole('row')[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    const moveUp = grid.getByRole('button', { name: 'Move up: Dinosaurs' });
    await expect(moveUp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await mainOf(canvasElement).findByText('The new order was saved.', { selector: 'p' }, slowSave),
    ).toBeVisible();
    const rows = grid.getAllByRole('row');
    await expect(within(rows[0] as HTMLElement).getByText('Dinosaurs')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Fiberglass Figures')).toBeVisible();
    await expect(sentOrders).toHaveLength(1);
    await expect((sentOrders[0] as { categories: unknown[] }).categories.slice(0, 3)).toEqual([
      { id: 2, sort_order: 1 },
      { id: 1, sort_order: 2 },
      { id: 3, sort_order: 3 },
    ]);
    await expect((sentOrders[0] as { categories: unknown[] }).categories).toHaveLength(14);
    // Dinosaurs is first now: its Move up is disabled, so focus went to its Move down (not to the page's body).
    await expect(grid.getByRole('button', { name: 'Move up: Dinosaurs' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Move down: Dinosaurs' })).toHaveFocus();
  },
};

/** Keyboard only: Move down on the first row; the row goes down and its Move down keeps the focus for the next move. */
export const MoveDownKeepsFocus: Story = {
  beforeEach: recordOrderSaves,
  play: async ({ canvasElement }) => {
    const grid = await orderGrid(mainOf(canvasElement));
    (grid.getAllByRole('row')[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const moveDown = grid.getByRole('button', { name: 'Move down: Fiberglass Figures' });
    await expect(moveDown).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(moveDown).toHaveFocus();
    await expect(
      await mainOf(canvasElement).findByText('The new order was saved.', { selector: 'p' }, slowSave),
    ).toBeVisible();
    const rows = grid.getAllByRole('row');
    await expect(within(rows[0] as HTMLElement).getByText('Dinosaurs')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Fiberglass Figures')).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Move down: Fiberglass Figures' })).toHaveFocus();
    await expect((sentOrders[0] as { categories: unknown[] }).categories.slice(0, 2)).toEqual([
      { id: 2, sort_order: 1 },
      { id: 1, sort_order: 2 },
    ]);
  },
};

/** The server refuses the new order: the rows go back and the page says why. */
export const FailedReorderRollsBack: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'PUT /api/data-table/categories'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = await orderGrid(page);
    await userEvent.click(await grid.findByRole('button', { name: 'Move down: Fiberglass Figures' }, slowLoad));
    await expect(await page.findByText('The order was not saved', {}, slowSave)).toBeVisible();
    await expect(page.getByText(/The categories are back in their previous order\.$/)).toBeVisible();
    const rows = grid.getAllByRole('row');
    await expect(within(rows[0] as HTMLElement).getByText('Fiberglass Figures')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Dinosaurs')).toBeVisible();
  },
};

/** A category's record: its fields, the cover editor with its toolbar, and the pictures. */
export const Record: Story = {
  render: () => <CategoryScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'LED Lighting' }, slowLoad)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('LED Lighting');
    await expect(await page.findByRole('button', { name: /Parent/ }, slowLoad)).toHaveTextContent(
      'No parent (top level)',
    );
    await expect(
      await page.findByRole('toolbar', { name: 'Formatting of the cover text' }, { timeout: 15000 }),
    ).toBeVisible();
    // Image and banner are file-manager pickers showing the current file.
    await expect(page.getByRole('img', { name: 'Banner: banner-6.svg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove banner' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Order of the sub-categories of LED Lighting' })).toBeVisible();
  },
};

/** The editor: Bold by keyboard from the toolbar, typed text lands in the preview in bold. */
export const Editor: Story = {
  render: () => <CategoryScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const editor = await page.findByRole('textbox', { name: 'Cover text' }, { timeout: 10000 });
    await userEvent.click(editor);
    // The editor takes focus after its own transaction; the shortcut before that would go nowhere.
    await waitFor(() => expect(editor).toHaveFocus(), slowLoad);
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.keyboard('Warm white LEDs');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'), slowLoad);
    const preview = within(page.getByRole('region', { name: 'Preview' }));
    await expect(await preview.findByText('Warm white LEDs', { selector: 'strong' })).toBeVisible();
    // The toolbar is one tab stop; arrow keys move along it.
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(page.getByRole('button', { name: 'Italic' })).toHaveFocus();
  },
};

/** The preview renders the cover as the category page does: the text stays, the script and handler are gone. */
export const Preview: Story = {
  render: () => <CategoryScreen />,
  parameters: record(2),
  // The cover text carries a script, an event handler and a javascript: link (test data, not the demo's).
  beforeEach: plantUnsafeCover,
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const region = await page.findByRole('region', { name: 'Preview' }, slowLoad);
    const preview = within(region);
    await expect(preview.getByRole('heading', { level: 3, name: 'Dinosaurs' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Dinosaurs that roar' })).toBeVisible();
    await expect(preview.getByText('Indoor and outdoor')).toBeVisible();
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror]')).toBeNull();
    await expect(preview.getByText('See the herd').closest('a')?.getAttribute('href') ?? null).toBeNull();
  },
};

/** A 422 from the server lands on its field; what was typed stays. */
export const ValidationErrors: Story = {
  render: () => <CategoryScreen />,
  parameters: record('new'),
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/categories', {
        errors: { title: ['The title has already been taken.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Title' }, slowLoad), 'Dinosaurs');
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    await expect(await page.findByText('The title has already been taken.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Dinosaurs');
  },
};

/** Created with a parent: the new category opens. */
export const Create: Story = {
  render: () => <CategoryScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Title' }, slowLoad), 'Dinosaur Footprints');
    await userEvent.click(page.getByRole('button', { name: /Parent/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Dinosaurs' }));
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    // The new record opens (same route pattern, id 51), its parent chosen.
    await expect(await page.findByRole('heading', { level: 1, name: 'Dinosaur Footprints' }, slowLoad)).toBeVisible();
    await expect(db.categories.find((category) => category.id === 51)?.parent_id).toBe(2);
    await expect(await page.findByRole('button', { name: /Parent/ }, slowLoad)).toHaveTextContent('Dinosaurs');
  },
};

/** Delete asks first, says where the category goes, then goes back to the list. */
export const DeleteConfirms: Story = {
  render: () => <CategoryScreen />,
  parameters: record(2),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Dinosaurs?' }));
    await expect(
      dialog.getByText(
        'Dinosaurs goes to the recycle bin and no longer shows in the catalogue, nor do its 4 sub-categories. It can be restored from the recycle bin.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByText('Navigated to /admin/categories')).toBeVisible();
    await expect(db.categories.find((category) => category.id === 2)?.deleted_at).not.toBeNull();
  },
};

/** Removing the banner saves at once with banner_file_id null; the picker then offers to choose one. */
export const RemoveBanner: Story = {
  render: () => <CategoryScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Remove banner' }, slowLoad));
    await expect(await body().findByText('The banner of LED Lighting was saved.', {}, slowSave)).toBeVisible();
    await expect(db.categories.find((category) => category.id === 6)?.banner_file_id).toBeNull();
    await expect(await page.findByRole('button', { name: 'Choose banner' })).toBeVisible();
  },
};
