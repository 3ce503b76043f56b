import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog, dialogSizes } from './Dialog.tsx';

const page = within(document.body);

const meta = {
  title: 'Blocks/Dialog',
  component: Dialog,
  args: {
    title: 'Disclaimer',
    children: 'Pictures and dimensions are for reference only and may differ from the delivered product.',
    trigger: <Button variant="secondary">Disclaimer</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: {
    // React Aria announces an alertdialog through its live announcer with a node labelled by the dialog's
    // title; after the dialog closes that node points at nothing for a few seconds. It is not our markup.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Disclaimer' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Disclaimer' });
    await expect(within(dialog).getByText(/for reference only/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to what opened it (a frame after the dialog leaves).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Disclaimer' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Disclaimer' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has left, a frame later on a busy machine.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusTrapped: Story = {
  args: {
    title: 'Log in',
    children: (
      <>
        <label>
          Email <input type="email" name="email" />
        </label>
        <label>
          Password <input type="password" name="password" />
        </label>
      </>
    ),
    actions: (close) => <Button onPress={close}>Log in</Button>,
    trigger: <Button>Open login</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open login' }));
    const dialog = await page.findByRole('dialog', { name: 'Log in' });
    // Tab cycles through the dialog only: close, email, password, Log in, then back to close.
    const visited: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.push(
        document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.getAttribute('name') ??
          document.activeElement?.textContent ??
          null,
      );
    }
    await expect(visited).toEqual(['Close', 'email', 'password', 'Log in', 'Close', 'email']);
  },
};

export const Controlled: Story = {
  args: { trigger: undefined, isOpen: true, onOpenChange: fn(), title: 'Privacy statement', size: 'lg' },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Privacy statement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ThankYou: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    size: 'sm',
    title: 'Thank you!',
    children: 'Your application is under review.',
    actions: (close) => <Button onPress={close}>Done</Button>,
  },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Thank you!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The running action: each confirm story settles it by hand, so no story waits on real time. */
function pendingAction() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
let action = pendingAction();

function ConfirmDemo() {
  const [submitted, setSubmitted] = useState(false);
  const [aborted, setAborted] = useState(false);
  return (
    <>
      <ConfirmDialog
        trigger={<Button>Submit verification</Button>}
        title="Submit verification?"
        message="The product data will be sent for verification. This cannot be undone."
        confirmLabel="Submit"
        pendingLabel="Submitting…"
        onConfirm={async (signal) => {
          // As a request would: abort ends it.
          signal.addEventListener('abort', () => setAborted(true));
          await action.promise;
          if (!signal.aborted) setSubmitted(true);
        }}
      />
      {submitted && <p>Submitted</p>}
      {aborted && <p>Request aborted</p>}
    </>
  );
}

const confirmStory = {
  beforeEach: () => {
    action = pendingAction();
  },
  render: () => <ConfirmDemo />,
};

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  ...confirmStory,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Submit verification?' });
    await expect(within(dialog).getByText(/This cannot be undone\./)).toBeVisible();
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Pending: progress shown; Submit cannot be pressed again, Cancel still can.
    await expect(within(dialog).getByRole('progressbar', { name: 'Submitting…' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // The action finishes: the dialog closes.
    action.resolve();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Submitted')).toBeVisible();
  },
};

export const ConfirmFails: StoryObj<typeof ConfirmDialog> = {
  ...confirmStory,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Submit verification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    action.reject(new Error('Server error'));
    // Still open and usable again, so the user can retry or cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.queryByText('Submitted')).not.toBeInTheDocument();
  },
};

/** Waiting on a slow request: Cancel (or Escape) closes the dialog, aborts the request and ignores its late answer. */
export const ConfirmCancelWhilePending: StoryObj<typeof ConfirmDialog> = {
  ...confirmStory,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Submit verification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByRole('progressbar', { name: 'Submitting…' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Request aborted')).toBeVisible();
    // The late answer changes nothing: the dialog stays closed and nothing was submitted.
    action.resolve();
    await expect(canvas.queryByText('Submitted')).not.toBeInTheDocument();
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const ConfirmCancel: StoryObj<typeof ConfirmDialog> = {
  ...confirmStory,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.queryByText('Submitted')).not.toBeInTheDocument();
  },
};
