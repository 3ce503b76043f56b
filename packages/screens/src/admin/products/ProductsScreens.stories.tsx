import { db, scenario, withManyProducts } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atLaptopSize } from '../../shared/storyViewports.ts';
import { adminStoryMeta, loadedField, mainOf, resourceStories, signedInAs, slowLoad } from '../stories/support.tsx';
import { AdminProductScreen } from './AdminProductScreen.tsx';
import { ProductsScreen } from './ProductsScreen.tsx';

const meta = {
  title: 'Screens/Admin/Products',
  ...adminStoryMeta(ProductsScreen, '/admin/product-item'),
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: string) => ({ route: { path: '/admin/product-item/:id', url: `/admin/product-item/${id}` } });
const body = () => within(document.body);
type Page = ReturnType<typeof within>;

/** Sorting or searching 10,000 rows in the mock server on a busy machine. */
const manyLoad = { timeout: 15_000 };

/** A picture file as a person would choose it. */
const picture = (name: string, bytes = 2048) =>
  new File([`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(bytes)}</svg>`], name, { type: 'image/svg+xml' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Types into a field at once (a paste): keystroke by keystroke is slow on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Picks a category in the chip input by typing part of its title. */
async function addCategory(page: Page, typed: string, title: string) {
  await userEvent.type(await page.findByRole('combobox', { name: 'Categories' }, manyLoad), typed);
  await userEvent.click(await body().findByRole('option', { name: title }, slowLoad));
}

async function fillNewProduct(page: Page) {
  await fill(await page.findByRole('textbox', { name: 'Product code' }, slowLoad), 'ABC 123');
  await fill(page.getByRole('textbox', { name: 'Parent code' }), 'ABC');
  await fill(page.getByRole('textbox', { name: 'Title' }), 'Test Dragon');
  await addCategory(page, 'Hum', 'Human Figures');
}

const generic = resourceStories({
  list: ProductsScreen,
  record: AdminProductScreen,
  listPath: '/admin/product-item',
  recordPath: '/admin/product-item/:id',
  listEndpoint: 'GET /api/product',
  createEndpoint: 'POST /api/product',
  heading: 'Products',
  firstRow: 'FG-HUM-0166-01',
  // 609 live products of the seeded fixtures, 10 a page.
  pages: '1 of 61',
  emptyText: 'No products yet.',
  fillCreateForm: fillNewProduct,
  validation: {
    name: 'title',
    label: 'Title',
    message: 'The title may not be greater than 255 characters.',
    keptValue: 'Test Dragon',
  },
});

export const Default: Story = generic.Default as Story;
export const Loading: Story = generic.Loading as Story;
export const Empty: Story = generic.Empty as Story;
export const ServerError: Story = generic.ServerError as Story;
export const Forbidden: Story = generic.Forbidden as Story;
export const ValidationErrors: Story = generic.ValidationErrors as Story;

/** 10,000 products in server mode: the table shows 10 a page and counts 1000 pages; Next asks the server. */
export const TenThousandProducts: Story = {
  beforeEach: () => withManyProducts(10_000),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('1 of 1,000', {}, manyLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(await page.findByText('2 of 1,000', {}, manyLoad)).toBeVisible();
    // The page has arrived once the table stops showing its busy indicator (dimmed rows fail the contrast check).
    await waitFor(() => expect(page.queryByRole('progressbar', { name: 'Loading' })).toBeNull(), manyLoad);
  },
};

/** Sorting 10,000 products by code, descending, happens on the server: the last code leads page 1 of 1,000. */
export const TenThousandSorted: Story = {
  beforeEach: () => withManyProducts(10_000),
  parameters: { route: { path: '/admin/product-item', url: '/admin/product-item?sort=id&direction=desc' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, manyLoad));
    await expect(grid.getByRole('columnheader', { name: /^Code/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(await grid.findByRole('link', { name: 'XM-TREE-0368-01' }, manyLoad)).toBeVisible();
    await expect(page.getByText('1 of 1,000')).toBeVisible();
  },
};

/** Searching 10,000 products: 392 copies are named "Load test piece 09…", 40 pages of 10. */
export const TenThousandSearch: Story = {
  beforeEach: () => withManyProducts(10_000),
  parameters: { route: { path: '/admin/product-item', url: '/admin/product-item?search=Load+test+piece+09' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('1 of 40', {}, manyLoad)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Load test piece 09');
  },
};

/** Search goes to the server (code, title, category): "viking" finds one product. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await fill(await page.findByRole('searchbox', { name: 'Search' }, slowLoad), 'viking');
    const grid = within(page.getByRole('grid', { name: 'Products' }));
    await waitFor(() => expect(grid.queryByRole('link', { name: 'FG-HUM-0195-01' })).toBeNull(), slowLoad);
    await expect(grid.getByRole('link', { name: 'FG-HUM-0166-01' })).toBeVisible();
    await expect(page.getByText('1 of 1')).toBeVisible();
  },
};

/** A filtered or sorted list holds the catalogue order: the hint says how to change it, and `move` is not offered. */
async function expectOrderHeld(page: ReturnType<typeof within>, grid: ReturnType<typeof within>, move: string) {
  await expect(
    page.getByText('Clear the search, the filters and the sort to change the catalogue order.'),
  ).toBeVisible();
  await expect(grid.queryByRole('button', { name: move })).toBeNull();
}

/** Filters above the list, kept in the address: Locked narrows to the 12 locked products, Category to one category's. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    await grid.findByRole('link', { name: 'FG-HUM-0166-01' }, slowLoad);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Locked' }), 'Locked');
    await expect(await grid.findByRole('link', { name: 'FG-ANI-0303-01' }, slowLoad)).toBeVisible();
    await waitFor(() => expect(grid.queryByRole('link', { name: 'FG-HUM-0166-01' })).toBeNull(), slowLoad);
    await expect(page.getByText('1–10 of 12')).toBeVisible();
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Category' }, slowLoad), 'Dinosaurs');
    await waitFor(() => expect(grid.queryByRole('link', { name: 'FG-ANI-0303-01' })).toBeNull(), slowLoad);
    await expect(await grid.findByRole('link', { name: 'DINO-SKEL-0367-01' }, slowLoad)).toBeVisible();
    // A filtered list is part of the catalogue order: its rows do not move.
    await expectOrderHeld(page, grid, 'Move DINO-SKEL-0367-01 up');
  },
};

/** Lock selected locks the chosen products in one go (one confirmation naming the count); the toast's Undo unlocks them. */
export const BulkLockWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    const lockedCell = (code: string) =>
      within(grid.getByRole('row', { name: new RegExp(code) })).queryByRole('gridcell', { name: 'Locked' });
    await userEvent.click(await grid.findByRole('checkbox', { name: 'Select FG-HUM-0166-01' }, slowLoad));
    await userEvent.click(grid.getByRole('checkbox', { name: 'Select FG-HUM-0195-01' }));
    await expect(page.getByText('2 selected')).toBeVisible();
    // Neither is locked yet: there is nothing to unlock.
    await expect(page.getByRole('button', { name: 'Unlock selected' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Lock selected' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Lock 2 products?' }));
    await expect(dialog.getByText('The 2 products will be locked.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Lock 2 products' }));
    await expect(await body().findByText('2 products were locked.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(lockedCell('FG-HUM-0195-01')).not.toBeNull(), slowLoad);
    await expect(lockedCell('FG-HUM-0166-01')).not.toBeNull();
    await expect(page.queryByText('2 selected')).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Undo' }));
    await expect(await body().findByText('2 products were unlocked.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(lockedCell('FG-HUM-0166-01')).toBeNull(), slowLoad);
    await expect(lockedCell('FG-HUM-0195-01')).toBeNull();
  },
};

/** Sorted by title: the list's order buttons give way to a hint; the first title is the alphabet's first. */
export const SortByTitle: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    await userEvent.click(grid.getByRole('columnheader', { name: /^Title/ }));
    await expect(await grid.findByRole('link', { name: 'DINO-SKEL-0297-01' }, slowLoad)).toBeVisible();
    await expectOrderHeld(page, grid, 'Move DINO-SKEL-0297-01 down');
  },
};

/** Down moves a product one place in the catalogue order (`PUT /api/data-table/product`). */
export const MoveInOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    await expect(grid.getByRole('button', { name: 'Move FG-HUM-0166-01 up' })).toBeDisabled();
    await userEvent.click(grid.getByRole('button', { name: 'Move FG-HUM-0166-01 down' }));
    await expect(await body().findByText('Viking Warrior Figure moved to place 2.', {}, slowLoad)).toBeVisible();
    await waitFor(
      () => expect(db.products.filter((p) => p.deleted_at === null)[1]?.id).toBe('FG-HUM-0166-01'),
      slowLoad,
    );
    await waitFor(() => expect(grid.getAllByRole('link')[0]).toHaveTextContent('FG-HUM-0195-01'), slowLoad);
  },
};

/** A product with every field of spec §3: measures with units, dimensions text, components, variants, lock. */
export const Record: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Viking Warrior Figure' }, slowLoad)).toBeVisible();
    await expect(page.getByText('Code FG-HUM-0166-01')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Parent code' })).toHaveValue('FG-HUM-0166');
    await expect(page.getByRole('textbox', { name: 'Length (cm)' })).toHaveValue('160');
    await expect(page.getByRole('textbox', { name: 'Width (cm)' })).toHaveValue('115');
    await expect(page.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('180');
    await expect(page.getByRole('textbox', { name: 'Volume (m³)' })).toHaveValue('3.81');
    await expect(page.getByRole('textbox', { name: 'Net weight (kg)' })).toHaveValue('149');
    await expect(page.getByRole('textbox', { name: 'Gross weight (kg)' })).toHaveValue('177.8');
    await expect(page.getByText('160 x 115 x 180 cm')).toBeVisible();
    await expect(page.getByText('Base plate with anchor bolts × 1, Fiberglass shell × 1')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
    await expect(
      within(await page.findByRole('grid', { name: 'Categories, chosen' }, slowLoad)).getByText('Human Figures'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Images (2)' })).toBeVisible();
    await expect(await page.findByRole('checkbox', { name: 'Outdoor' }, slowLoad)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Indoor' })).not.toBeChecked();
    await expect(
      await page.findByRole('switch', { name: 'Not in wishlist for Seasonal only' }, slowLoad),
    ).not.toBeChecked();
  },
};

/** A family's other members link to their records. */
export const Variants: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0195-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'FG-HUM-0195-02 Explorer Statue – Night Edition' }, slowLoad),
    ).toHaveAttribute('href', '/admin/product-item/FG-HUM-0195-02');
  },
};

export const RecordLoading: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product/{id}'));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the product', {}, slowLoad)).toBeVisible();
  },
};

export const RecordServerError: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load this product', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Viking Warrior Figure' })).toBeVisible();
  },
};

/** A missing product goes to notFound (the one error rule). */
export const RecordMissing: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('NO-SUCH-PRODUCT'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated to /not-found', {}, slowLoad)).toBeVisible();
  },
};

/** §5: spaces in a new product's code become hyphens; the form says so and the record opens as ABC-123. */
export const CreateTurnsSpacesIntoHyphens: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await fillNewProduct(page);
    await expect(page.getByText('Will be saved as ABC-123.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Test Dragon was created as ABC-123.', {}, slowLoad)).toBeVisible();
    // The record opens under its saved code.
    await expect(await page.findByText('Code ABC-123', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Test Dragon' })).toBeVisible();
    const created = db.products.find((p) => p.id === 'ABC-123');
    await expect(created?.category_ids).toEqual([15]);
  },
};

/**
 * A new product takes its images and filter choices in the create form: customers first see it with them (one
 * multipart create, then the choices), not a placeholder picture.
 */
export const CreateWithImagesAndFilters: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await fillNewProduct(page);
    await userEvent.upload(fileInput(canvasElement), [picture('front.svg'), picture('side.svg')]);
    await expect(page.getByRole('list', { name: /Images/ })).toHaveTextContent(/front\.svg[\s\S]*side\.svg/);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Indoor' }, slowLoad));
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    // The create carries two pictures, then the choice: longer than a plain create on a busy machine.
    await expect(await body().findByText('Test Dragon was created as ABC-123.', {}, manyLoad)).toBeVisible();
    await expect(await page.findByRole('heading', { name: 'Images (2)' }, slowLoad)).toBeVisible();
    const created = db.products.find((p) => p.id === 'ABC-123');
    await expect(created?.images.length).toBe(2);
    await expect(created?.filter.map((f) => f.choice_title)).toEqual(['Indoor']);
  },
};

/** The client's rules first: an empty title says so before anything is sent. */
export const RequiredFields: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await fill(await page.findByRole('textbox', { name: 'Product code' }, slowLoad), 'XYZ 9');
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    await expect((await page.findAllByText('Input must not be empty.')).length).toBeGreaterThan(0);
    await expect(db.products.some((p) => p.id === 'XYZ-9')).toBe(false);
  },
};

/** A 422 on the record form lands on its field (Net weight), what was typed stays. */
export const SaveValidationError: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'PUT /api/product/{id}', {
        errors: { weight_net: ['The weight net may not be greater than the gross weight.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const weight = await loadedField(page, 'Net weight (kg)');
    await userEvent.clear(weight);
    await fill(weight, '95000');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByText('The weight net may not be greater than the gross weight.', {}, slowLoad),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Net weight (kg)' })).toHaveValue('95,000');
  },
};

/** The product's own limits are checked before anything is sent: the measures' ceilings of @factory/api's productFieldLimits. */
export const MeasureOverItsCeiling: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const weight = await loadedField(page, 'Net weight (kg)');
    await userEvent.clear(weight);
    await fill(weight, '250000');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(weight).toHaveAccessibleDescription('must be less than or equal to 100000');
    await expect(weight).toHaveValue('250,000');
    // Nothing was sent: the product keeps its weight.
    await expect(db.products.find((product) => product.id === 'FG-HUM-0166-01')?.weight_net).not.toBe(250000);
  },
};

/** Categories in the chip input: adding one and saving sends `PUT /api/product-categories/{id}`. */
export const ChipInputCategories: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await addCategory(page, 'Cartoon', 'Cartoon Characters');
    const chips = within(await page.findByRole('grid', { name: 'Categories, chosen' }, slowLoad));
    await expect(chips.getByText('Cartoon Characters')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Viking Warrior Figure was saved.', {}, slowLoad)).toBeVisible();
    await expect(db.products.find((p) => p.id === 'FG-HUM-0166-01')?.category_ids).toEqual([15, 16]);
  },
};

/** Filter choices wait for Save like the fields: the changes are listed with their Undo, then Save sends each. */
export const FilterChoices: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Indoor' }, manyLoad));
    await userEvent.click(page.getByRole('checkbox', { name: 'Outdoor' }));
    const pending = within(page.getByRole('region', { name: 'Changes not saved yet' }));
    await expect(pending.getByText('Placement: Indoor added')).toBeVisible();
    await expect(pending.getByText('Placement: Outdoor removed')).toBeVisible();
    const placement = () => db.products[0]?.filter.filter((f) => f.filter_id === 1).map((f) => f.choice_title);
    await expect(placement()).toEqual(['Outdoor']);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Viking Warrior Figure was saved.', {}, slowLoad)).toBeVisible();
    await expect(placement()).toEqual(['Indoor']);
    await waitFor(() => expect(page.getByRole('checkbox', { name: 'Indoor' })).toBeChecked());
    await expect(page.queryByRole('region', { name: 'Changes not saved yet' })).toBeNull();
  },
};

/** Not in wishlist for one access type waits for Save; Undo takes the change back before it is sent. */
export const NotInWishlist: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const seasonal = await page.findByRole('switch', { name: 'Not in wishlist for Seasonal only' }, slowLoad);
    await userEvent.click(seasonal);
    await userEvent.click(page.getByRole('button', { name: 'Undo: Not in wishlist for Seasonal only turned on' }));
    await expect(seasonal).not.toBeChecked();
    await userEvent.click(seasonal);
    await expect(db.nonWishlist).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Viking Warrior Figure was saved.', {}, slowLoad)).toBeVisible();
    await expect(db.nonWishlist).toEqual([{ product_id: 'FG-HUM-0166-01', access_type_id: 2 }]);
    await expect(seasonal).toBeChecked();
  },
};

/** A chosen file goes at once, its bytes shown as a progress bar; the size limit is stated. */
export const UploadProgress: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'POST /api/product-images/{id}'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText('Images only (JPEG, PNG, WebP, GIF or SVG), up to 10 MB each.', {}, slowLoad),
    ).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), picture('dragon.svg', 40_000));
    const bar = await page.findByRole('progressbar', { name: 'Uploading dragon.svg' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', '0% (0 B of 39 KB)');
  },
};

/** Two files, sent in turn: the server refuses the first, the second still goes; the refused one says why. */
export const FailedFileKeepsOthers: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/product-images/{id}', {
        once: true,
        errors: { image: ['The image could not be read.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await page.findByRole('heading', { name: 'Images (2)' }, slowLoad);
    // The picker shows once the signed-in user's keys have arrived, which may be after the images.
    await page.findByText('Images only (JPEG, PNG, WebP, GIF or SVG), up to 10 MB each.', {}, slowLoad);
    await userEvent.upload(fileInput(canvasElement), [picture('broken.svg'), picture('side.svg')]);
    const uploads = within(page.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText('Not uploaded: The image could not be read.', {}, slowLoad)).toBeVisible();
    await expect(await uploads.findByText('Uploaded.', {}, slowLoad)).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'Retry broken.svg' })).toBeVisible();
    await expect(await page.findByRole('heading', { name: 'Images (3)' })).toBeVisible();
  },
};

/** The order of the images by keyboard: Enter on "later" moves the first image second; focus stays with it. */
export const ReorderImagesByKeyboard: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const later = await page.findByRole('button', { name: 'Move image 1 later' }, slowLoad);
    later.focus();
    await userEvent.keyboard('{Enter}');
    await expect(page.getByText('Image 1 is now number 2 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: 'Move image 2 earlier' })).toHaveFocus(), slowLoad);
    const pictures = within(page.getByRole('list', { name: 'Product images' })).getAllByRole('img');
    await expect(pictures[0]).toHaveAttribute('src', '/media/products/FG-HUM-0166-01-2.svg');
    await waitFor(() => expect(db.products[0]?.images.map((i) => i.id)).toEqual([2, 1]), slowLoad);
  },
};

/** Delete an image asks first. */
export const DeleteImage: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete image 2' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete image 2?' }, slowLoad));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page.findByRole('heading', { name: 'Images (1)' }, slowLoad)).toBeVisible();
    await expect(db.products[0]?.images.map((i) => i.id)).toEqual([1]);
  },
};

/** Every image as one zip (`GET /api/product-images/zip/{id}`). */
export const DownloadZip: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Download all images' }, slowLoad));
    await expect(
      await page.findByText('FG-HUM-0166-01-images.zip was downloaded (2 images).', {}, slowLoad),
    ).toBeVisible();
  },
};

/** A locked product: a warning, its fields read-only until “Locked” is switched off. */
export const LockedProduct: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-ANI-0303-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('This product is locked', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    await userEvent.click(page.getByRole('switch', { name: 'Locked' }));
    await expect(page.queryByText('This product is locked')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Polar Bear Family Set was saved.', {}, slowLoad)).toBeVisible();
    await expect(db.products.find((p) => p.id === 'FG-ANI-0303-01')?.is_locked).toBe(0);
  },
};

/** Delete asks, naming the product, then goes back to the list. */
export const DeleteConfirms: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Viking Warrior Figure?' }, slowLoad));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/product-item', {}, slowLoad),
    ).toBeVisible();
    await expect(db.products.find((p) => p.id === 'FG-HUM-0166-01')?.deleted_at).not.toBeNull();
  },
};

/**
 * Locked means locked: Delete, the image buttons and Add images are shown disabled with the reason, and the
 * categories and filters cannot be changed; the server refuses them too (423).
 */
export const LockedControlsDisabled: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-ANI-0303-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('This product is locked', {}, slowLoad)).toBeVisible();
    const imagesReason = 'The product is locked: switch off “Locked” and save to add, move or delete images.';
    const expectRefused = async (name: string, reason: string) => {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
    };
    await expectRefused('Delete', 'A locked product cannot be deleted: switch off “Locked” and save first.');
    await expectRefused('Delete image 2', imagesReason);
    await expectRefused('Move image 1 later', imagesReason);
    await expectRefused('Add images', imagesReason);
    await expect(await page.findByRole('combobox', { name: 'Categories' }, slowLoad)).toBeDisabled();
    await expect(await page.findByRole('checkbox', { name: 'Indoor' }, slowLoad)).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Images (3)' })).toBeVisible();
  },
};

/** The server's refusal reaches the person: a save that keeps a locked product locked says why, in words. */
export const LockedSaveRefused: Story = {
  render: () => <AdminProductScreen />,
  parameters: record('FG-ANI-0303-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('This product is locked', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await body().findByText('This product is locked. Unlock it before changing or deleting it.', {}, slowLoad),
    ).toBeVisible();
    await expect(db.products.find((p) => p.id === 'FG-ANI-0303-01')?.category_ids).toEqual([17]);
  },
};

/** At 1366 px every code is shown whole (variants differ only at the end); a product without images says so. */
export const CodesWholeAndNoImages: Story = {
  ...atLaptopSize,
  parameters: { route: { path: '/admin/product-item', url: '/admin/product-item?search=TP-FAC' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    const row = await grid.findByRole('row', { name: /TP-FAC-0146-01/ }, slowLoad);
    await expect(within(row).getByText('No images')).toBeVisible();
    const links = grid.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    const cut = links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent);
    await expect(cut).toEqual([]);
  },
};

/** Staff may edit but not create or delete: no Create link, no Delete button. */
export const StaffCannotCreateOrDelete: Story = {
  beforeEach: signedInAs('staff'),
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('button', { name: 'Save' }, slowLoad)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Move image 1 later' })).toBeVisible();
  },
};

/** With the view key only, every action is hidden: no Save, Delete, upload, image or order buttons. */
export const ViewOnly: Story = {
  beforeEach: async () => {
    const staff = db.users.find((user) => user.id === 2);
    if (!staff) throw new Error('The fixtures need the staff user');
    staff.permissions_keys = staff.permissions_keys.filter((key) => key !== 'action-product-product-item-edit');
    await signedInAs('staff')();
  },
  render: () => <AdminProductScreen />,
  parameters: record('FG-HUM-0166-01'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You may look at this product but not change it.', {}, slowLoad)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Choose files' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Move image 1 later' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete image 1' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Download all images' })).toBeVisible();
  },
};

/** The list for staff without the create key: no Create link; order buttons with the edit key. */
export const StaffList: Story = {
  beforeEach: signedInAs('staff'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const grid = within(await page.findByRole('grid', { name: 'Products' }, slowLoad));
    await expect(grid.getByRole('button', { name: 'Move FG-HUM-0166-01 down' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Create product' })).toBeNull();
  },
};

/** Without the create key the create form is refused in words. */
export const CreateForbidden: Story = {
  beforeEach: signedInAs('staff'),
  render: () => <AdminProductScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('You cannot create products', {}, slowLoad)).toBeVisible();
  },
};
