// What the catalogue's stories share: a fresh mock backend with the demo customer logged in, and the toast
// region the app gives every page.
import { login } from '@factory/api';
import { db, demoAccounts } from '@factory/mocks';
import { Spinner, ToastProvider } from '@factory/ui';
import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { useCurrentUser } from '../../shared/index.ts';

/**
 * Logs the demo customer in through the mock backend, as the login form does (the preview has already reset
 * the data and the cookies). Not `loginAs`: MSW keeps the cookies of mocked `Set-Cookie` answers (an earlier
 * story's login or logout) in its own store, which wins over the page's cookies, so a session set only on
 * `document.cookie` is ignored after such a story.
 */
export async function asCustomer() {
  const { email, password } = demoAccounts.customer;
  await login({ email, password, remember: false });
}

/** Logs in the demo customer of the "Seasonal only" access type (Christmas, Halloween and Easter ranges alone). */
export async function asSeasonalCustomer() {
  const { email, password } = demoAccounts.seasonal;
  await login({ email, password, remember: false });
}

/** The note a seasonal-only customer reads on the catalogue home and the profile. */
export const seasonalAccessNote =
  'Your account shows 3 ranges: Christmas Decorations, Halloween Decorations and Easter Decorations' +
  'Your access type is Seasonal only, so other products are not listed for you. ' +
  'To see more of the catalogue, ask our sales team: sales@example.com.';

/**
 * Renders the story once the signed-in user is in the query cache, as the app's route guard does. Stories of an
 * expired session need it: the error-navigation rule signs out (and goes to login) only a user who was signed in.
 */
export const withSignedInUser: Decorator = (Story) => {
  const user = useCurrentUser();
  return user.data ? <Story /> : <Spinner label="Checking your session" />;
};

/** The app wraps every page in a ToastProvider; stories of screens that toast do the same. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** The demo customer's wishlist rows in the mock database, as the server would count them. */
export const customerWishlist = () => db.wishlists.filter((item) => item.user_id === customerRow().id);

/** Top-level categories in menu order, as the server answers them. */
export const topCategoryRows = () =>
  db.categories
    .filter((category) => category.parent_id === null && category.deleted_at === null)
    .sort((a, b) => a.position - b.position || a.id - b.id);

/** The live sub-categories of a category, in menu order. */
export const subCategoryRows = (parentId: number) =>
  db.categories
    .filter((category) => category.parent_id === parentId && category.deleted_at === null)
    .sort((a, b) => a.position - b.position || a.id - b.id);

/** The demo customer as stored in the mock database. */
export const customerRow = () => {
  const customer = db.users.find((user) => user.email === demoAccounts.customer.email);
  if (!customer) throw new Error('The fixtures have no demo customer');
  return customer;
};

/** The page's main landmark (inside the catalogue layout), to query the screen apart from the navigation. */
export const mainRegion = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/**
 * What the user sees of an element: its middle is inside the window and not scrolled away inside a scrolling box
 * (a dialog's body) nor covered, i.e. the topmost element there is it or inside it.
 */
export function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
  return hit !== null && element.contains(hit);
}
