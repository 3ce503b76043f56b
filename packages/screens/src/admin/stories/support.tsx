// What the admin stories share: a signed-in demo account, the shell with its toasts, and the resource story factory.
import { login, type User } from '@factory/api';
import { type DemoAccount, demoAccounts, type Endpoint, scenario } from '@factory/mocks';
import { ToastProvider } from '@factory/ui';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { type ComponentType, type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUserQuery, fetchCurrentUser } from '../../shared/index.ts';
import { AdminLayout } from '../shell/AdminShell.tsx';

/** Logs a demo account in through the mock backend, as the login form does (see the catalogue's `asCustomer`). */
export const signedInAs = (account: DemoAccount) => async () => {
  const { email, password } = demoAccounts[account];
  await login({ email, password, remember: false });
  signedInUser = await fetchCurrentUser();
};

/**
 * The signed-in user, fetched once the story has logged in. The app renders a page only after its route guard knows
 * the user; stories seed the query cache with it, so a page's key-dependent controls are there from the first paint.
 */
let signedInUser: User | null = null;

function WithSignedInUser({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(currentUserQuery.queryKey, signedInUser));
  return children;
}

/** Every admin page renders inside the shell, which the app wraps in a toast region. */
const inAdminShell: Decorator = (Story) => (
  <WithSignedInUser>
    <ToastProvider>
      <AdminLayout>
        <Story />
      </AdminLayout>
    </ToastProvider>
  </WithSignedInUser>
);

/**
 * What every admin story file's meta shares: the shell, full-screen layout, the page's route, the administrator.
 * Spread it beside a literal `title` (Storybook's indexer reads the title statically).
 */
export const adminStoryMeta = <C,>(component: C, path: string, url: string = path) => ({
  component,
  decorators: [inAdminShell],
  parameters: { layout: 'fullscreen' as const, route: { path, url } },
  beforeEach: signedInAs('admin'),
});

/** The first load of a page can be slow on a busy machine. */
export const slowLoad = { timeout: 5000 };

/**
 * A record's field once the record has loaded: it shows the record's value and is no longer read-only
 * (fields stay read-only while the record and the user's keys load).
 */
export async function loadedField(
  page: ReturnType<typeof within>,
  name: string,
  value?: string,
): Promise<HTMLInputElement> {
  const field = (await page.findByRole('textbox', { name }, slowLoad)) as HTMLInputElement;
  if (value !== undefined) await waitFor(() => expect(field).toHaveValue(value), slowLoad);
  await waitFor(() => expect(field).not.toHaveAttribute('readonly'), slowLoad);
  return field;
}

/**
 * A list that is loading shows grey rows in its table's columns (not a spinner), named for screen readers
 * "Loading <what>".
 */
export async function expectLoadingRows(canvasElement: HTMLElement, what: string) {
  const page = mainOf(canvasElement);
  await expect(await page.findByRole('progressbar', { name: `Loading ${what}` }, slowLoad)).toBeInTheDocument();
  await expect(page.queryByText(`Loading ${what}`)).toBeNull();
}

/** The page's own content: the shell's `main` landmark. */
export const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** The table row one of whose cells shows `text`, once it is there. */
export async function rowWith(table: ReturnType<typeof within>, text: string) {
  await table.findByText(text, {}, slowLoad);
  const row = table.getAllByRole('row').find((candidate: HTMLElement) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row shows ${text}`);
  return within(row);
}

/** Literal expectations of a resource's generic stories, from the named fixtures. */
interface ResourceStoryConfig {
  list: ComponentType;
  record: ComponentType;
  /** `{ path: '/admin/users', url: '/admin/users' }` and the record route's pattern. */
  listPath: string;
  recordPath: string;
  listEndpoint: Endpoint;
  createEndpoint: Endpoint;
  /** The list's heading and a row the first page shows (its link's name). */
  heading: string;
  firstRow: string;
  /** The page indicator of the seeded list at 10 rows a page. */
  pages: string;
  /** What the list says with no rows. */
  emptyText: string;
  /** Fills the create form validly; the ValidationErrors story's server then refuses it with `validation`. */
  fillCreateForm: (page: ReturnType<typeof within>) => Promise<void>;
  /** The server's 422 message for the input `name`, whose field is labelled `label`; the typed value stays. */
  validation: { name: string; label: string; message: string; keptValue: string };
}

type GenericStory = StoryObj;

/**
 * The six states every resource shows, from its config: Default, Loading, Empty, ServerError, Forbidden (a 403
 * from the server) and ValidationErrors (a 422 on the create form lands on its field, input kept).
 */
/** Create requests the ValidationErrors story's server saw. */
const creates = { count: 0 };

export function resourceStories(config: ResourceStoryConfig): Record<string, GenericStory> {
  const listRoute = { route: { path: config.listPath, url: config.listPath } };
  const lower = config.heading.toLowerCase();
  const withScenario =
    (handler: ReturnType<typeof scenario>): GenericStory['beforeEach'] =>
    ({ msw }) => {
      msw.use(handler);
    };
  return {
    Default: {
      render: () => <config.list />,
      parameters: listRoute,
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(page.getByRole('heading', { level: 1, name: config.heading })).toBeVisible();
        const table = within(await page.findByRole('grid', { name: config.heading }, slowLoad));
        await expect(await table.findByRole('link', { name: config.firstRow })).toBeVisible();
        await expect(page.getByText(config.pages)).toBeVisible();
      },
    },
    Loading: {
      render: () => <config.list />,
      parameters: listRoute,
      beforeEach: withScenario(scenario('slow', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        await expectLoadingRows(canvasElement, `the ${lower}`);
      },
    },
    Empty: {
      render: () => <config.list />,
      parameters: listRoute,
      beforeEach: withScenario(scenario('empty', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(config.emptyText, {}, slowLoad)).toBeVisible();
        await expect(page.getByText('1 of 1')).toBeVisible();
      },
    },
    ServerError: {
      render: () => <config.list />,
      parameters: listRoute,
      beforeEach: withScenario(scenario('server-error', config.listEndpoint, { once: true })),
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(`We could not load the ${lower}`, {}, slowLoad)).toBeVisible();
        // Retry asks again; the second answer is the normal one.
        await userEvent.click(page.getByRole('button', { name: 'Retry' }));
        await expect(await page.findByRole('link', { name: config.firstRow })).toBeVisible();
      },
    },
    Forbidden: {
      render: () => <config.list />,
      parameters: listRoute,
      beforeEach: withScenario(scenario('forbidden', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(`You don’t have access to the ${lower}`, {}, slowLoad)).toBeVisible();
        await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
        // A permission, not a failure: no red box, and no Retry that would get the same answer.
        await expect(page.queryByRole('alert')).toBeNull();
        await expect(page.queryByRole('button', { name: 'Retry' })).toBeNull();
      },
    },
    ValidationErrors: {
      render: () => <config.record />,
      parameters: { route: { path: config.recordPath, url: config.recordPath.replace(':id', 'new') } },
      beforeEach: ({ msw }) => {
        creates.count = 0;
        const [method, path] = config.createEndpoint.split(' ');
        msw.use(
          // Counted before the refusal answers (a resolver that returns nothing passes the request on).
          http.all(path ?? '', ({ request }) => {
            if (request.method === method) creates.count += 1;
          }),
          scenario('validation-error', config.createEndpoint, {
            errors: { [config.validation.name]: [config.validation.message] },
          }),
        );
      },
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await config.fillCreateForm(page);
        await userEvent.click(page.getByRole('button', { name: 'Create' }));
        await expect(await page.findByText(config.validation.message)).toBeVisible();
        const field = page.getByRole('textbox', { name: config.validation.label });
        await expect(field).toHaveValue(config.validation.keptValue);
        await expect(creates.count).toBe(1);
        // Corrected, the form sends again (and the server refuses once more): a refusal never locks the form.
        await userEvent.type(field, 'x');
        await userEvent.click(page.getByRole('button', { name: 'Create' }));
        await waitFor(() => expect(creates.count).toBe(2), slowLoad);
        await expect(await page.findByText(config.validation.message, {}, slowLoad)).toBeVisible();
      },
    },
  };
}
