import { login } from '@factory/api';
import { demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atLaptopSize, atPhoneSize, atTabletSize } from '../../shared/storyViewports.ts';
import {
  asCustomer,
  customerWishlist,
  subCategoryRows,
  topCategoryRows,
  withSignedInUser,
} from '../stories/support.tsx';
import { CatalogLayout, CatalogShell } from './CatalogShell.tsx';

const meta = {
  title: 'Screens/Catalog/CatalogShell',
  component: CatalogShell,
  parameters: { layout: 'fullscreen', route: { path: '/catalog', url: '/catalog' } },
  beforeEach: asCustomer,
} satisfies Meta<typeof CatalogShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const categoryNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Categories' }));

/** The navigation: category menu, the first 8 categories as chips, search, wishlist with its count, profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = categoryNav(canvasElement);
    // Spec: the first 8 top-level categories are chips.
    const chips = topCategoryRows().slice(0, 8);
    await nav.findByRole('button', { name: chips[0]?.title });
    expect(canvas.getByRole('button', { name: 'All categories' })).toBeVisible();
    for (const chip of chips) expect(nav.getByRole('button', { name: chip.title })).toBeVisible();
    // Only the first 8 are chips; the ninth is in the category menu only.
    const ninth = topCategoryRows()[8];
    expect(ninth).toBeDefined();
    expect(nav.queryByRole('button', { name: ninth?.title })).toBeNull();
    const count = customerWishlist().length;
    expect(await canvas.findByRole('link', { name: `Wishlist ${count} items` })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/catalog/profile/info');
    expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    // A customer holds no admin keys: no way into the admin is offered.
    expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};

/**
 * The first Tab stop is "Skip to content", shown when focused; following it, the next Tab goes to the page, past the
 * header's controls.
 */
export const SkipToContent: Story = {
  render: () => (
    <CatalogLayout>
      <a href="/catalog/products?q=arch">The page's first link</a>
    </CatalogLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await categoryNav(canvasElement).findByRole('button', { name: topCategoryRows()[0]?.title });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: "The page's first link" })).toHaveFocus();
  },
};

/** Typing in the search box and pressing Enter opens the results for that text. */
export const SearchFromNav: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.keyboard('t-rex statue{Enter}');
    expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=t-rex+statue');
  },
};

/** A chip's sub-category menu, with the keyboard: open it, move to a sub-category, choose it (`?sub=`). */
export const ChooseSubCategory: Story = {
  play: async ({ canvasElement }) => {
    const first = topCategoryRows()[0];
    const sub = first && subCategoryRows(first.id)[1];
    if (!first || !sub) throw new Error('The fixtures have no first category with two sub-categories');
    const chip = await categoryNav(canvasElement).findByRole('button', { name: first.title });
    chip.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    // The popover's code arrives on intent, and React Aria fills the menu a render after it appears.
    expect(await within(menu).findByRole('menuitem', { name: `All of ${first.title}` })).toBeVisible();
    // Down past "All of …" and the first sub-category, to the second.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: sub.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      `Navigated to /catalog/categories/${first.id}?sub=${sub.id}`,
    );
  },
};

/** The category menu lists every category; categories with sub-categories open a submenu. */
export const CategoryMenu: Story = {
  parameters: {
    // The story ends with the menu open on a chip; at phone width the chips are hidden and the menu stays where the
    // chip was. A phone user opens the categories from the header's Menu instead.
    screenshot: { reflowExempt: 'the open menu belongs to the desktop chips' },
  },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'All categories' });
    await waitFor(() => expect(trigger).toBeEnabled());
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    // The popover's code arrives on intent, and React Aria fills the menu a render after it appears.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(topCategoryRows().length));
    await userEvent.keyboard('{ArrowRight}');
    const first = topCategoryRows()[0];
    const submenus = await within(document.body).findAllByRole('menu');
    expect(within(submenus[1] as HTMLElement).getByRole('menuitem', { name: `All of ${first?.title}` })).toHaveFocus();
  },
};

/** Log out ends the session and goes to login. */
export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

/** While the categories load, the category navigation is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/categories'));
  },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('navigation', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The categories fail to load: a message and a Retry that loads them again. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/categories', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('The categories could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await categoryNav(canvasElement).findByRole('button', { name: topCategoryRows()[0]?.title })).toBeVisible();
  },
};

/** An expired session (401 on the wishlist) asks for login. */
export const LoggedOut: Story = {
  decorators: [withSignedInUser],
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/customer-wishlist'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

/** The banner's height as a user sees it. */
const bannerHeight = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('banner').getBoundingClientRect().height;

/** Each of the 8 chips whole on screen: inside the window, and not cut off by anything around it. */
async function expectAllChipsShown(canvasElement: HTMLElement) {
  const nav = categoryNav(canvasElement);
  // Spec: the first 8 top-level categories are chips.
  const chips = topCategoryRows().slice(0, 8);
  await nav.findByRole('button', { name: chips[0]?.title });
  const boxes = chips.map((chip) => nav.getByRole('button', { name: chip.title }).getBoundingClientRect());
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
  const list = nav.getByRole('list');
  // Nothing scrolls sideways: what the list holds is what it shows.
  expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  return boxes;
}

/** A small laptop (1366 px): all 8 chips on screen in one row, the header within 120 px. */
export const LaptopHeader: Story = {
  ...atLaptopSize,
  play: async ({ canvasElement }) => {
    const boxes = await expectAllChipsShown(canvasElement);
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    expect(bannerHeight(canvasElement)).toBeLessThanOrEqual(120);
  },
};

/** A narrower window (1024 px): the chips wrap to a second row rather than hide, all 8 on screen. */
export const TabletHeader: Story = {
  ...atTabletSize,
  play: async ({ canvasElement }) => {
    const boxes = await expectAllChipsShown(canvasElement);
    expect(new Set(boxes.map((box) => box.top)).size).toBe(2);
  },
};

/** Staff (who hold admin keys) find the admin one link away; it is the admin's overview. */
export const AdminLink: Story = {
  beforeEach: async () => {
    await login({ email: demoAccounts.staff.email, password: demoAccounts.staff.password, remember: false });
  },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole('navigation', { name: 'Your account' }));
    expect(await account.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  },
};

/** On a phone, the Menu holds the admin link for staff, before Log out. */
export const PhoneAdminLink: Story = {
  ...atPhoneSize,
  beforeEach: async () => {
    await login({ email: demoAccounts.staff.email, password: demoAccounts.staff.password, remember: false });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Categories', 'Profile', 'Admin', 'Log out']),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  },
};

/** On a phone: title, a Search button, the wishlist with its count and a Menu, within 64 px. */
export const PhoneHeader: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = customerWishlist().length;
    expect(await canvas.findByRole('link', { name: `Wishlist ${count} items` })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('searchbox', { name: 'Search products' })).toBeNull();
    expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The chips and the account links are in the Menu.
    expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(canvas.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(bannerHeight(canvasElement)).toBeLessThanOrEqual(64);
  },
};

/** On a phone the Search button opens the search field; Enter opens the results. */
export const PhoneSearch: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.keyboard('lantern{Enter}');
    expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=lantern');
  },
};

/** On a phone the Menu holds the categories (with their sub-categories), the profile and log out, by keyboard. */
export const PhoneMenu: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    const first = topCategoryRows()[0];
    within(canvasElement).getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    // The categories join the Menu once they have loaded.
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Categories', 'Profile', 'Log out']),
    );
    await userEvent.keyboard('{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const categories = (await within(document.body).findAllByRole('menu'))[1] as HTMLElement;
    expect(within(categories).getAllByRole('menuitem')).toHaveLength(topCategoryRows().length);
    await userEvent.keyboard('{ArrowRight}');
    const subs = (await within(document.body).findAllByRole('menu'))[2] as HTMLElement;
    expect(within(subs).getByRole('menuitem', { name: `All of ${first?.title}` })).toHaveFocus();
  },
};

/** On a phone, Log out is in the Menu. */
export const PhoneLogOut: Story = {
  ...atPhoneSize,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Log out' }));
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
