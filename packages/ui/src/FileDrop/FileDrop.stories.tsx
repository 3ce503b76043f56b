import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';

/** A small picture file made on the spot (no network). */
const picture = (name: string, colour: string) =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="${colour}"/></svg>`,
    ],
    name,
    { type: 'image/svg+xml', lastModified: 1 },
  );
const pdf = () => new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf', lastModified: 1 });

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Blocks/FileDrop',
  component: FileDrop,
  args: {
    label: 'Product images',
    acceptedFileTypes: ['image/*'],
    description: 'PNG, JPG or SVG pictures.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // The picker button is reachable by Tab (the drop area itself is for pointers).
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    while (document.activeElement !== choose) await userEvent.tab();
    await expect(choose).toHaveFocus();
    const files = [picture('lantern.svg', '#f08c3a'), picture('dragon.svg', '#0f5a73')];
    await userEvent.upload(fileInput(canvasElement), files);
    const list = canvas.getByRole('list', { name: 'Product images: chosen files' });
    // Name and size of each, in the order chosen.
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(files.map((file) => `${file.name}${file.size} B`));
    // Each picture has a preview.
    await expect(list.querySelectorAll('img')).toHaveLength(2);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const RejectsOutsideAcceptList: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // A drop and the picker end in the same code path; a test cannot fake a file drop in Chromium (its
    // synthetic DataTransfer items have no file entry), so files the accept list rules out arrive through the
    // picker with the browser's own filtering switched off, as a drop would bring them.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [picture('castle.svg', '#17703a'), pdf()]);
    await expect(canvas.getByText('castle.svg')).toBeVisible();
    // The PDF is not added, and the user is told which file and why.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This file was not added:');
    await expect(alert).toHaveTextContent('price-list.pdf — not an accepted type');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'castle.svg' })]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RemoveRevokesPreview: Story = {
  args: { defaultFiles: [picture('lantern.svg', '#f08c3a'), picture('dragon.svg', '#0f5a73')] },
  play: async ({ args, canvas }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const lanternItem = canvas.getByText('lantern.svg').closest('li') as HTMLElement;
    const lanternUrl = lanternItem.querySelector('img')?.getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove lantern.svg' }));
    await expect(canvas.queryByText('lantern.svg')).not.toBeInTheDocument();
    await expect(canvas.getByText('dragon.svg')).toBeVisible();
    await expect(revoke).toHaveBeenCalledWith(lanternUrl);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'dragon.svg' })]);
    revoke.mockRestore();
  },
};

export const SingleFile: Story = {
  args: { allowsMultiple: false, label: 'Category banner' },
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, picture('first.svg', '#0b5cad'));
    await userEvent.upload(input, picture('second.svg', '#b3261e'));
    // The new file replaces the old one.
    const list = canvas.getByRole('list', { name: 'Category banner: chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('second.svg')).toBeVisible();
  },
};
