import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Layout/Stack.tsx';
import { NumberField } from './NumberField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { Switch } from './Switch.tsx';
import { TextArea, TextField } from './TextField.tsx';

const meta = {
  title: 'Blocks/Fields',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { description: 'We send the catalogue access to this address.', onChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the catalogue access to this address.');
    await userEvent.type(input, 'jane@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('jane@example.com');
  },
};

/** A search field whose label only assistive technology reads: the field keeps its name, no label shows. */
export const HiddenLabel: Story = {
  args: { label: 'Search products', type: 'search', placeholder: 'e.g. dinosaur', isLabelHidden: true },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    // Clipped to a single pixel: read, not seen.
    expect(canvas.getByText('Search products').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The site's own check (here a stand-in): a field takes its rules from outside and shows their messages. */
const emailCheck = (value: string) =>
  value.trim() === ''
    ? 'Input must not be empty.'
    : /^[^\s@]+@[^\s@]+$/.test(value)
      ? null
      : 'Enter a valid email address';

export const RequiredRuleOnBlur: Story = {
  args: { isRequired: true, validate: emailCheck, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Input must not be empty.');
    await userEvent.type(input, 'jane');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await userEvent.type(input, '@example.com');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorFromCaller: Story = {
  args: { isInvalid: true, errorMessage: 'The email has already been taken.', defaultValue: 'jane@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The email has already been taken.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'jane@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const MultiLine: StoryObj<typeof TextArea> = {
  render: () => (
    <TextArea
      label="Comment"
      name="comment"
      validate={(value) => (value.length > 20 ? 'must be less than or equal to 20' : null)}
      validationBehavior="aria"
    />
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'First line{Enter}second line');
    await expect(area).toHaveValue('First line\nsecond line');
    await userEvent.tab();
    // 22 characters against max:20.
    await expect(area).toHaveAccessibleDescription('must be less than or equal to 20');
  },
};

export const NumberInput: StoryObj<typeof NumberField> = {
  render: () => (
    <NumberField
      label="Weight"
      name="weight_net"
      defaultValue={12}
      minValue={0}
      maxValue={14}
      step={2}
      formatOptions={{ style: 'unit', unit: 'kilogram' }}
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Weight' });
    await expect(input).toHaveValue('12 kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Weight' }));
    await expect(input).toHaveValue('14 kg');
    // At the maximum the + button stops.
    await expect(canvas.getByRole('button', { name: 'Increase Weight' })).toBeDisabled();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('12 kg');
  },
};

export const NumberRules: StoryObj<typeof NumberField> = {
  render: () => (
    <NumberField
      label="Quantity"
      name="qty"
      isRequired
      validate={(value) =>
        Number.isNaN(value)
          ? 'Input must not be empty.'
          : value > 10
            ? 'must be less than or equal to 10'
            : value < 1
              ? 'must be greater than or equal to 1'
              : null
      }
      validationBehavior="aria"
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '11');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('must be less than or equal to 10');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('must be greater than or equal to 1');
  },
};

export const Password: StoryObj<typeof PasswordField> = {
  render: () => <PasswordField label="Password" name="password" defaultValue="s3cret" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const PasswordToggleByKeyboard: StoryObj<typeof PasswordField> = {
  render: () => <PasswordField label="Password" name="password" defaultValue="s3cret" />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const SwitchField: StoryObj<typeof Switch> = {
  render: () => (
    <Stack gap="md">
      <Switch label="Remember me" name="remember" description="Stay logged in on this device." />
      <Switch label="Active" name="is_active" isDisabled defaultSelected />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const remember = canvas.getByRole('switch', { name: 'Remember me' });
    // The spec's login form starts with remember = false.
    await expect(remember).not.toBeChecked();
    await expect(remember).toHaveAccessibleDescription('Stay logged in on this device.');
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(remember).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(remember).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeDisabled();
  },
};

export const AllFields: Story = {
  render: () => (
    <Stack gap="lg">
      <TextField label="Company" name="company" isRequired description="As registered." />
      <TextField
        label="Email"
        name="email"
        type="email"
        isInvalid
        errorMessage="Enter a valid email address"
        defaultValue="jane@"
      />
      <PasswordField label="Password" name="password" />
      <NumberField label="Volume" name="volume" defaultValue={1.5} step={0.1} />
      <TextArea label="Comment" name="comment" placeholder="Tell us about your park" />
      <Switch label="Remember me" name="remember" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
  },
};
