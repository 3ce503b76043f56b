import { login } from '@factory/api';
import { demoAccounts, plantUnsafeCover, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atSmallLaptopSize } from '../../shared/storyViewports.ts';
import { CatalogLayout } from '../CatalogShell/CatalogShell.tsx';
import { asCustomer, subCategoryRows, topCategoryRows, withSignedInUser } from '../stories/support.tsx';
import { CategoryScreen } from './CategoryScreen.tsx';

/** The category whose cover text the sanitiser's stories make hostile (`plantUnsafeCover`). */
const dinosaurs = () => {
  const found = topCategoryRows().find((category) => category.title === 'Dinosaurs');
  if (!found) throw new Error('The fixtures have no Dinosaurs category');
  return found;
};
// The fixtures are seeded, so the id read at load is the id in every story's URL.
const dinosaursId = dinosaurs().id;

const meta = {
  title: 'Screens/Catalog/CategoryScreen',
  component: CategoryScreen,
  parameters: {
    layout: 'padded',
    route: { path: '/catalog/categories/:id', url: `/catalog/categories/${dinosaursId}` },
  },
  beforeEach: asCustomer,
  // The cover's code loads on demand; loaded before the story, the cover shows with the page and every picture is
  // taken with it.
  loaders: [() => import('../parts/CategoryCover.tsx')],
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Dinosaurs category at its route with these query parameters (`sub`, `choice`, `sort`, `page`). */
const dinosaursAt = (query: string) => ({
  route: { path: '/catalog/categories/:id', url: `/catalog/categories/${dinosaursId}?${query}` },
});

/** The cards' titles, in order. */
const cardTitles = (canvas: ReturnType<typeof within>, list: string) =>
  within(canvas.getByRole('list', { name: list }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/**
 * Banner, title, description, the sanitised cover text, sub-category chips with their counts ("All" current), the
 * filters with theirs, the first 24 of the 66 products and the pager.
 */
export const Default: Story = {
  // The cover text carries a script, an event handler and a javascript: link (test data, not the demo's).
  beforeEach: plantUnsafeCover,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = dinosaurs();
    expect(await canvas.findByRole('heading', { level: 1, name: category.title })).toBeVisible();
    // The cover text is there (its sanitiser loads with it), without what the sanitiser strips.
    expect(await canvas.findByRole('heading', { level: 2, name: 'Dinosaurs that roar' })).toBeVisible();
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('[onerror]')).toBeNull();
    expect(canvas.getByText('See the herd')).not.toHaveAttribute('href');
    const chips = within(await canvas.findByRole('navigation', { name: 'Sub-categories' }));
    expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(chips.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Fiberglass Dinosaurs (13)',
      'Dinosaur Skeletons (15)',
      'Dinosaur Eggs & Nests (18)',
      'Ride-On Dinosaurs (20)',
    ]);
    expect(canvas.getByRole('status')).toHaveTextContent('1–24 of 66');
    expect(within(canvas.getByRole('list', { name: 'Products in Dinosaurs' })).getAllByRole('listitem')).toHaveLength(
      24,
    );
    const placement = within(canvas.getByRole('group', { name: 'Placement' }));
    expect(placement.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Indoor (34)',
      'Outdoor (21)',
      'Indoor & outdoor (11)',
    ]);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of products' }));
    expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/catalog/categories/${dinosaursId}?page=2`,
    );
  },
};

/** `?sub=` selects a sub-category; choosing another chip with the keyboard selects that one. */
export const SubCategorySelected: Story = {
  parameters: dinosaursAt(`sub=${subCategoryRows(dinosaursId)[0]?.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = within(await canvas.findByRole('navigation', { name: 'Sub-categories' }));
    const first = chips.getByRole('link', { name: 'Fiberglass Dinosaurs (13)' });
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByRole('heading', { level: 2, name: 'Products in Fiberglass Dinosaurs' })).toBeVisible();
    first.focus();
    await userEvent.tab();
    expect(chips.getByRole('link', { name: 'Dinosaur Skeletons (15)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await canvas.findByRole('heading', { level: 2, name: 'Products in Dinosaur Skeletons' })).toBeVisible();
    expect(chips.getByRole('link', { name: 'Dinosaur Skeletons (15)' })).toHaveAttribute('aria-current', 'page');
    expect(await canvas.findByRole('list', { name: 'Products in Dinosaur Skeletons' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–15 of 15'));
  },
};

/**
 * Choosing a filter narrows the list and the sub-category counts and goes back to page 1; a second choice of the
 * same filter widens it again.
 */
export const FilterChosen: Story = {
  parameters: dinosaursAt('page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('25–48 of 66');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Outdoor (21)' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–21 of 21'));
    expect(canvas.getByRole('checkbox', { name: 'Outdoor (21)' })).toBeChecked();
    const chips = within(canvas.getByRole('navigation', { name: 'Sub-categories' }));
    expect(chips.getByRole('link', { name: 'Dinosaur Skeletons (7)' })).toBeVisible();
    expect(canvas.queryByRole('navigation', { name: 'Pages of products' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Indoor (34)' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–24 of 55'));
  },
};

/** Filters that together match nothing: the page says so and offers to clear them. */
export const NoneMatching: Story = {
  parameters: dinosaursAt(`sub=${subCategoryRows(dinosaursId)[0]?.id}&choice=2`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('No products match these filters.')).toBeVisible();
    expect(canvas.getByRole('status')).toHaveTextContent('No products');
    expect(canvas.queryByRole('list', { name: /^Products in/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–13 of 13'));
    expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
  },
};

/** On a phone the filters sit behind a "Filters" button; open, they narrow the list as on a desktop. */
export const FiltersOpenOnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(window.innerWidth).toBe(414);
    expect(await canvas.findByRole('status')).toHaveTextContent('1–24 of 66');
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    expect(canvas.queryByRole('group', { name: 'Placement' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await canvas.findByRole('group', { name: 'Placement' })).toBeVisible();
    await userEvent.click(canvas.getByText('Outdoor (21)'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–21 of 21'));
  },
};

/** The last of three pages: 18 cards; the pager goes back a page. */
export const ManyPages: Story = {
  parameters: dinosaursAt('page=3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('49–66 of 66');
    expect(within(canvas.getByRole('list', { name: 'Products in Dinosaurs' })).getAllByRole('listitem')).toHaveLength(
      18,
    );
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of products' }));
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // The pager sits below the cards: the page it opens starts at the list's top, not where the last one ended.
    pages.getByRole('link', { name: 'Previous page' }).scrollIntoView();
    expect(canvas.getByRole('status').getBoundingClientRect().top).toBeLessThan(0);
    await userEvent.click(pages.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('25–48 of 66'));
    const range = canvas.getByRole('status').getBoundingClientRect();
    expect([range.top >= 0, range.bottom <= window.innerHeight]).toEqual([true, true]);
    expect(cardTitles(canvas, 'Products in Dinosaurs')[0]).toBe('Allosaurus Skull Dig-Site Set');
  },
};

/** The next page is fetched while the first is read: "Next page" shows it even when the server has gone slow. */
export const NextPageReady: Story = {
  beforeEach: () => {
    // The requests are read from Resource Timing, whose buffer the story's own modules have filled.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('1–24 of 66');
    const asked = () =>
      performance.getEntriesByType('resource').filter((entry) => /\/api\/product\?(.*&)?page=2(&|$)/.test(entry.name));
    await waitFor(() => expect(asked()).toHaveLength(1));
    msw.use(scenario('slow', 'GET /api/product'));
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of products' }));
    await userEvent.click(pages.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('25–48 of 66'));
  },
};

/** The first three cards' titles and sizes. */
const firstCards = (canvas: ReturnType<typeof within>, list: string) =>
  within(canvas.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .slice(0, 3)
    .map((card) => [
      within(card).getByRole('heading').textContent,
      within(card).getByText(/^H [\d.]+ × W [\d.]+ × L [\d.]+ m$/).textContent,
    ]);

/**
 * The sorts say what they order by; tallest first puts the 25.55 m Stegosaurus on top, shortest first the 30 cm egg
 * seat, each card showing its height first, and a sort starts again at page 1.
 */
export const Sorted: Story = {
  parameters: dinosaursAt('page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('25–48 of 66');
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Catalogue order',
      'Title (A–Z)',
      'Code',
      'Newest first',
      'Height (tallest first)',
      'Height (shortest first)',
    ]);
    await userEvent.selectOptions(sort, 'Height (tallest first)');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–24 of 66'));
    await waitFor(() =>
      expect(firstCards(canvas, 'Products in Dinosaurs')).toEqual([
        ['Stegosaurus Life-Size Model – Large', 'H 25.55 × W 11.45 × L 21.65 m'],
        ['Stegosaurus Life-Size Model', 'H 17.05 × W 7.65 × L 14.45 m'],
        ['Mammoth Skeleton Museum Cast – Large', 'H 16.65 × W 4.95 × L 15.4 m'],
      ]),
    );
    await userEvent.selectOptions(sort, 'Height (shortest first)');
    await waitFor(() =>
      expect(cardTitles(canvas, 'Products in Dinosaurs').slice(0, 2)).toEqual([
        'Baby Dinosaur in Egg Seat',
        'Fossil Egg Cluster Display – Small',
      ]),
    );
  },
};

/**
 * "At least 5 m" is one choice: Outdoor, then Height from 5 m (each step says how many it leaves), narrows 66 to 4,
 * the range goes in the address, and Clear all takes off the choice and the range together.
 */
export const HeightRange: Story = {
  parameters: dinosaursAt('choice=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent('1–21 of 21');
    const height = within(canvas.getByRole('group', { name: 'Height' }));
    const from = height.getByRole('combobox', { name: 'From' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any height',
      '0.5 m (21)',
      '1 m (17)',
      '2 m (8)',
      '3 m (5)',
      '5 m (4)',
      '8 m (3)',
      '10 m (3)',
      '15 m (1)',
    ]);
    await userEvent.selectOptions(from, '5 m (4)');
    // A new page of the list from the server: on a busy machine it can take longer than a second.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–4 of 4'), { timeout: 5000 });
    // The select shows the range read back from the address.
    expect(from).toHaveValue('5');
    // The other end counts within the range: up to 10 m would leave 1.
    expect(
      within(height.getByRole('combobox', { name: 'Up to' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any height', '8 m (1)', '10 m (1)', '15 m (3)', '20 m (4)']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–24 of 66'));
    expect(height.getByRole('combobox', { name: 'From' })).toHaveValue('');
  },
};

/**
 * Compare: a card's toggle keeps the focus and is pressed; two chosen, the bar links to the compare page with both
 * codes, and the choice stays in the address when the page changes.
 */
export const CompareChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Products in Dinosaurs' }));
    const first = list.getByRole('button', { name: 'Compare Triceratops Juvenile Model' });
    await userEvent.click(first);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-pressed', 'true');
    const bar = within(canvas.getByRole('region', { name: 'Products to compare' }));
    expect(bar.getByRole('status')).toHaveTextContent('1 product chosen: choose another to compare.');
    expect(bar.queryByRole('link')).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Compare Stegosaurus Juvenile Model' }));
    expect(bar.getByRole('status')).toHaveTextContent('2 products chosen to compare.');
    expect(bar.getByRole('link', { name: 'Compare 2 products' })).toHaveAttribute(
      'href',
      '/catalog/compare?ids=FG-DINO-0161-01%2CFG-DINO-0174-01',
    );
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of products' }));
    expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/catalog/categories/${dinosaursId}?compare=FG-DINO-0161-01%2CFG-DINO-0174-01&page=2`,
    );
  },
};

/** Four is the most: the other cards' Compare is disabled, and the bar says so; Clear empties it. */
export const CompareFull: Story = {
  parameters: dinosaursAt('compare=FG-DINO-0161-01,FG-DINO-0174-01,FG-DINO-0174-02,FG-DINO-0192-01'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Products in Dinosaurs' }));
    expect(list.getAllByRole('button', { name: /^Compare /, pressed: true })).toHaveLength(4);
    const others = list.getAllByRole('button', { name: /^Compare /, pressed: false });
    expect(others.every((button) => button.hasAttribute('disabled'))).toBe(true);
    const bar = within(canvas.getByRole('region', { name: 'Products to compare' }));
    expect(bar.getByRole('status')).toHaveTextContent('4 products chosen, the most that can be compared.');
    await userEvent.click(bar.getByRole('button', { name: 'Clear' }));
    expect(canvas.queryByRole('region', { name: 'Products to compare' })).toBeNull();
    expect(
      list.getAllByRole('button', { name: /^Compare /, pressed: false }).every((b) => !b.hasAttribute('disabled')),
    ).toBe(true);
  },
};

/**
 * On a 1280 × 720 laptop, inside the catalogue's header: the first product is on the first screen, most of its
 * picture in view (the cover text comes after the products, the banner is a strip).
 */
export const FirstProductOnLaptop: Story = {
  ...atSmallLaptopSize,
  render: () => (
    <CatalogLayout>
      <CategoryScreen />
    </CatalogLayout>
  ),
  parameters: { ...atSmallLaptopSize.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products in Dinosaurs' });
    expect([window.innerWidth, window.innerHeight]).toEqual([1280, 720]);
    const firstCard = within(list).getAllByRole('listitem')[0];
    const picture = firstCard?.querySelector('img')?.getBoundingClientRect();
    // At least the top half of its picture in view.
    expect(picture && picture.top + picture.height / 2).toBeLessThan(720);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading the category' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', 'GET /api/product'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('There are no products in this category yet.')).toBeVisible();
  },
};

/** The category fails to load; Retry loads it. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/categories/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load this category');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByRole('heading', { level: 1, name: dinosaurs().title })).toBeVisible();
  },
};

/** A category that does not exist goes to notFound. */
export const NotFound: Story = {
  parameters: { route: { path: '/catalog/categories/:id', url: '/catalog/categories/99999' } },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /not-found');
  },
};

/** A "Seasonal only" customer following a link to Dinosaurs: the category is not there for them (notFound). */
export const RestrictedCustomer: Story = {
  beforeEach: async () => {
    const { email, password } = demoAccounts.seasonal;
    await login({ email, password, remember: false });
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /not-found');
  },
};

/** A "Seasonal only" customer in the Christmas range: its sub-categories and products, counted as usual. */
export const RestrictedCustomerAllowed: Story = {
  parameters: { route: { path: '/catalog/categories/:id', url: '/catalog/categories/4' } },
  beforeEach: async () => {
    const { email, password } = demoAccounts.seasonal;
    await login({ email, password, remember: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { level: 1, name: 'Christmas Decorations' })).toBeVisible();
    const chips = within(await canvas.findByRole('navigation', { name: 'Sub-categories' }));
    expect(chips.getAllByRole('link').map((link) => link.textContent?.replace(/ \(\d+\)$/, ''))).toEqual([
      'All',
      'Giant Christmas Trees',
      'Santa & Reindeer',
      'Gift Boxes & Ornaments',
      'Christmas Arches',
    ]);
  },
};

/** A 401 asks for login. */
export const LoggedOut: Story = {
  decorators: [withSignedInUser],
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/categories/{id}'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
