import { ApiError } from '@factory/api';
import { loginAs, scenario } from '@factory/mocks';
import { Button, Inline, Spinner, ToastProvider } from '@factory/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useReportFailure } from './reportFailure.ts';
import { useCurrentUser } from './session.ts';

// Each button is an action whose call failed with that answer (the messages are Laravel's), reported as every
// screen's `onError` reports it.
const failures = [
  { label: 'Fail with 401', error: new ApiError({ status: 401, kind: 'http', message: 'Unauthenticated.' }) },
  {
    label: 'Fail with 403',
    error: new ApiError({ status: 403, kind: 'http', message: 'This action is unauthorized.' }),
  },
  { label: 'Fail with 404', error: new ApiError({ status: 404, kind: 'http', message: 'Not Found' }) },
  { label: 'Fail with 500', error: new ApiError({ status: 500, kind: 'http', message: 'Server Error' }) },
  { label: 'Give up the call', error: new ApiError({ status: 0, kind: 'cancelled', message: 'Cancelled' }) },
];

function FailingActions() {
  const user = useCurrentUser();
  const reportFailure = useReportFailure();
  // The rule asks whether someone is signed in, as the app's guard knows before a page shows.
  if (user.isPending) return <Spinner label="Checking your session" />;
  return (
    <Inline gap="sm">
      {failures.map(({ label, error }) => (
        <Button key={label} variant="secondary" onPress={() => reportFailure(error)}>
          {label}
        </Button>
      ))}
    </Inline>
  );
}

/**
 * Presses each of `labels` in order, then waits for the toast of the last (the reports before it are made by then) and
 * hovers it, which pauses the toasts' timers: they are all still there for the count and the picture on a slow machine.
 * Returns the toasts' texts, newest first.
 */
async function toastsAfter(canvasElement: HTMLElement, labels: string[], lastToast: string) {
  const canvas = within(canvasElement);
  for (const label of labels) await userEvent.click(await canvas.findByRole('button', { name: label }));
  const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
  await userEvent.hover(await toasts.findByText(lastToast));
  return toasts.getAllByRole('status').map((toast: HTMLElement) => toast.textContent);
}

const meta = {
  title: 'Screens/Shared/Failure toast',
  component: FailingActions,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof FailingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in: a 401 (signed out and sent to login) and a 404 (notFound) are navigation's to answer and an abandoned
 * call says nothing, so none is toasted; a 403 and a 500 are.
 */
export const SignedIn: Story = {
  beforeEach: () => {
    loginAs('customer');
  },
  play: async ({ canvasElement }) => {
    const labels = ['Fail with 401', 'Fail with 404', 'Give up the call', 'Fail with 403', 'Fail with 500'];
    await expect(await toastsAfter(canvasElement, labels, 'Server Error')).toEqual([
      'Server Error',
      'This action is unauthorized.',
    ]);
  },
};

/** A visitor's 401 signs nobody out (navigation does nothing with it), so it is told; a 404 still is not. */
export const Visitor: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/user'));
  },
  play: async ({ canvasElement }) => {
    await expect(await toastsAfter(canvasElement, ['Fail with 404', 'Fail with 401'], 'Unauthenticated.')).toEqual([
      'Unauthenticated.',
    ]);
  },
};
