import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneSize } from '../../shared/storyViewports.ts';
import { asCustomer } from '../stories/support.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

const meta = {
  title: 'Screens/Catalog/HeaderSearch',
  component: HeaderSearch,
  parameters: {
    layout: 'padded',
    route: { path: '/catalog', url: '/catalog' },
    // While its list is open, React Aria's ComboBox hides everything but the field and the list from screen
    // readers on purpose (ariaHideOutside), the Search button beside it too, which stays one Tab away (Tab closes
    // the list and shows it again). axe's aria-hidden-focus flags exactly that; every other rule applies.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  beforeEach: asCustomer,
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the header's search (its suggestions' field takes over with the focus) and types. */
async function typeInSearch(canvasElement: HTMLElement, text: string) {
  await userEvent.click(within(canvasElement).getByRole('searchbox', { name: 'Search products' }));
  const field = await within(canvasElement).findByRole('combobox', { name: 'Search products' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard(text);
  return field;
}

const suggestions = async () => within(await screen.findByRole('listbox', { name: 'Suggestions' }));

/** The suggestions once they have arrived for `typed` (the list ends with every result of it). */
async function arrivedOptions(typed: string) {
  const list = await suggestions();
  await list.findByRole('option', { name: `All results for “${typed}”` });
  return list.getAllByRole('option');
}

/** "trex" suggests the T-Rex pieces, "T-Rex" marked in each, then every result of the text. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'trex');
    const options = await arrivedOptions('trex');
    const list = await suggestions();
    // 6 products (no category holds the word) and "All results".
    expect(options).toHaveLength(7);
    expect(options[0]).toHaveTextContent('T-Rex');
    expect(options[0]?.querySelector('mark')).toHaveTextContent('T-Rex');
    expect(options.at(-1)).toHaveTextContent('All results for “trex”');
    expect(list.getByText('Products')).toBeVisible();
  },
};

/** By keyboard: Tab into the browser's field; the suggestions' field replaces it with the focus kept. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const field = await within(canvasElement).findByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('viking');
    const options = await arrivedOptions('viking');
    expect(options[0]).toHaveTextContent('Viking Warrior Figure');
  },
};

/** Categories are suggested too, in their own group. */
export const CategorySuggestions: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'dino');
    const list = await suggestions();
    // The option is found as soon as it is in the list; it shows once the list has drawn it.
    await waitFor(() => expect(list.getByRole('option', { name: 'Dinosaurs' })).toBeVisible());
    expect(list.getByText('Categories')).toBeVisible();
  },
};

/** When nothing holds every word, the nearest products and categories are offered, not an empty list. */
export const NearestSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'dinosuar lantren');
    const list = await suggestions();
    expect(await list.findByText('Nearest products')).toBeVisible();
    expect(list.getByText('Nearest categories')).toBeVisible();
    expect(list.getByRole('option', { name: 'Dinosaur Skeletons' })).toBeVisible();
  },
};

/** Arrow down and Enter open the suggested product. */
export const ChooseSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'DINO-RIDE-0266-02');
    const first = (await arrivedOptions('DINO-RIDE-0266-02'))[0];
    expect(first).toHaveTextContent('DINO-RIDE-0266-02');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Navigated to /catalog/product/DINO-RIDE-0266-02');
  },
};

/** Enter with no suggestion chosen opens the results for the typed text, the list open or not. */
export const EnterSearches: Story = {
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 't rex');
    await arrivedOptions('t rex');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=t+rex');
  },
};

/** The suggestions fail: the list says so, and Enter still searches. */
export const SuggestionsFail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/suggestions'));
  },
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'viking');
    expect(
      await (await suggestions()).findByText('Suggestions are unavailable just now; Enter still searches.'),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=viking');
  },
};

/** On a phone the suggestions fit the screen's width. */
export const PhoneSuggestions: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    await typeInSearch(canvasElement, 'tyranosaurus');
    const options = await arrivedOptions('tyranosaurus');
    expect(options[0]).toHaveTextContent('T-Rex');
    const box = (await screen.findByRole('listbox', { name: 'Suggestions' })).getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(390);
  },
};
