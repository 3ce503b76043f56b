import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Layout/Inline.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import { type ToastOptions, ToastQueue, toastVariants } from './toastQueue.ts';

/** Long enough that a toast is still there for the axe check and the screenshot. */
const untilScreenshot = 600_000;

function Trigger({ label, toasts }: { label: string; toasts: ToastOptions[] }) {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        for (const options of toasts) toast.show(options);
      }}
    >
      {label}
    </Button>
  );
}

const meta = {
  title: 'Blocks/Toast',
  component: ToastProvider,
  args: { children: null },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Variants: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Show one of each"
        toasts={toastVariants.map((variant) => ({
          variant,
          message: `A ${variant} message`,
          duration: untilScreenshot,
        }))}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show one of each' }));
    const region = await page.findByRole('region', { name: 'Notifications' });
    const toasts = within(region).getAllByRole('alertdialog');
    // Newest on top; each toast is named by its text and its message is a polite live region.
    await expect(toasts.map((toast) => toast.textContent)).toEqual([
      'A info message',
      'A warning message',
      'A danger message',
      'A success message',
    ]);
    for (const status of within(region).getAllByRole('status')) {
      await expect(status).toHaveAttribute('aria-live', 'polite');
    }
    await expect(within(region).getByRole('alertdialog', { name: 'A danger message' })).toBeVisible();
  },
};

export const MultiLine: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Submit verification"
        toasts={[
          {
            variant: 'danger',
            message: ['Product verification failed.', 'The title field is required.', 'The images field is required.'],
            duration: untilScreenshot,
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));
    const toast = await page.findByRole('alertdialog', { name: /Product verification failed\./ });
    const lines = ['Product verification failed.', 'The title field is required.', 'The images field is required.'].map(
      (line) => within(toast).getByText(line).getBoundingClientRect().top,
    );
    // One line per message, top to bottom in order.
    await expect(lines[0]).toBeLessThan(lines[1] ?? 0);
    await expect(lines[1]).toBeLessThan(lines[2] ?? 0);
  },
};

export const NewlinesInText: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Show"
        toasts={[{ variant: 'warning', message: 'First line\nSecond line', duration: untilScreenshot }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await page.findByRole('alertdialog');
    const first = within(toast).getByText('First line').getBoundingClientRect();
    const second = within(toast).getByText('Second line').getBoundingClientRect();
    await expect(first.bottom).toBeLessThanOrEqual(second.top);
  },
};

export const Dismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Save" toasts={[{ variant: 'success', message: 'Saved', duration: untilScreenshot }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await page.findByRole('alertdialog', { name: 'Saved' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await expect(page.queryByRole('alertdialog', { name: 'Saved' })).not.toBeInTheDocument();
    await expect(page.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

export const DismissWithKeyboard: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Save" toasts={[{ variant: 'info', message: 'Draft kept', duration: untilScreenshot }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(trigger);
    await page.findByRole('alertdialog', { name: 'Draft kept' });
    // The toast region ends the page: Tab reaches the toast, then its close button.
    await userEvent.tab();
    await expect(page.getByRole('alertdialog', { name: 'Draft kept' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus goes back to where the user was.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// A queue of the story's own, so the play function can watch the timer controls.
const watchedQueue = new ToastQueue();

export const PausedWhileHoveredOrFocused: Story = {
  args: { queue: watchedQueue },
  beforeEach: () => watchedQueue.clear(),
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Show" toasts={[{ message: 'Hover me', duration: untilScreenshot }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const pause = spyOn(watchedQueue, 'pauseAll');
    const resume = spyOn(watchedQueue, 'resumeAll');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const toast = await page.findByRole('alertdialog', { name: 'Hover me' });
    await userEvent.hover(toast);
    await expect(pause).toHaveBeenCalled();
    await userEvent.unhover(toast);
    await expect(resume).toHaveBeenCalled();
    pause.mockClear();
    canvas.getByRole('button', { name: 'Show' }).focus();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await expect(pause).toHaveBeenCalled();
  },
};

export const ClosesByItself: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      {/* A short duration so the story needs no real seconds; the 3000/8000 ms rules are unit-tested. */}
      <Trigger label="Show" toasts={[{ variant: 'success', message: 'Gone soon', duration: 300 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await page.findByRole('alertdialog', { name: 'Gone soon' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: 'Gone soon' })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const SeveralAtOnce: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Trigger
          label="Success"
          toasts={[{ variant: 'success', message: 'Product successfully verified.', duration: untilScreenshot }]}
        />
        <Trigger label="Info" toasts={[{ variant: 'info', message: 'Wishlist sent', duration: untilScreenshot }]} />
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const region = await page.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(2);
  },
};

const undo = fn();

function UndoTrigger() {
  return (
    <Trigger
      label="Delete Africa"
      toasts={[{ variant: 'success', message: 'Africa was deleted.', action: { label: 'Undo', onAction: undo } }]}
    />
  );
}

/** A toast with an action (no duration: it stays until it is answered or dismissed). */
export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <UndoTrigger />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Africa' }));
    const toast = await page.findByRole('alertdialog', { name: 'Africa was deleted.' });
    // The action is inside the toast, before its close button in reading and Tab order.
    const [action, dismiss] = within(toast).getAllByRole('button');
    await expect(action).toHaveAccessibleName('Undo');
    await expect(dismiss).toHaveAccessibleName('Dismiss');
  },
};

export const ActionPressed: Story = {
  beforeEach: () => undo.mockClear(),
  render: (args) => (
    <ToastProvider {...args}>
      <UndoTrigger />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Africa' }));
    const toast = await page.findByRole('alertdialog', { name: 'Africa was deleted.' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('alertdialog', { name: 'Africa was deleted.' })).not.toBeInTheDocument();
  },
};
