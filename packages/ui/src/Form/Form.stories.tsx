import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { NumberField } from '../Field/NumberField.tsx';
import { PasswordField } from '../Field/PasswordField.tsx';
import { TextArea, TextField } from '../Field/TextField.tsx';
import { Inline } from '../Layout/Inline.tsx';
import { Form } from './Form.tsx';

const meta = {
  title: 'Blocks/Form',
  component: Form,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const onValid = fn();

/**
 * Stand-ins for a site's own checks: the Form knows no rules and takes each field's `validate`, so the rules (and
 * the language of their messages) are the site's.
 */
const checks = {
  required: (value: string) => (value.trim() === '' ? 'Input must not be empty.' : null),
  email: (value: string) =>
    checks.required(value) ?? (/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? null : 'Enter a valid email address'),
  company: (value: string) => checks.required(value) ?? (value.length > 10 ? 'must be less than or equal to 10' : null),
  containers: (value: number) =>
    Number.isNaN(value) || (value >= 1 && value <= 400)
      ? null
      : value < 1
        ? 'must be greater than or equal to 1'
        : 'must be less than or equal to 400',
};

export const ClientRules: Story = {
  beforeEach: () => {
    onValid.mockClear();
  },
  render: () => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onValid(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField label="Email" name="email" type="email" isRequired validate={checks.email} />
      <TextField label="Company" name="company" isRequired validate={checks.company} />
      <NumberField label="Containers" name="containers" validate={checks.containers} />
      <Button type="submit">Send</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const company = canvas.getByRole('textbox', { name: 'Company' });
    const containers = canvas.getByRole('textbox', { name: 'Containers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // Nothing sent; both required fields say so and the first gets focus.
    await expect(onValid).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription('Input must not be empty.');
    await expect(company).toHaveAccessibleDescription('Input must not be empty.');
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'jane.example.com');
    await userEvent.type(company, 'Lagoon Parks Ltd');
    await userEvent.type(containers, '401');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(company).toHaveAccessibleDescription('must be less than or equal to 10');
    await expect(containers).toHaveAccessibleDescription('must be less than or equal to 400');

    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.com');
    await userEvent.clear(company);
    await userEvent.type(company, 'Lagoon');
    await userEvent.clear(containers);
    await userEvent.type(containers, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(containers).toHaveAccessibleDescription('must be greater than or equal to 1');
    await userEvent.clear(containers);
    await userEvent.type(containers, '400');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(onValid).toHaveBeenCalledWith({ email: 'jane@example.com', company: 'Lagoon', containers: '400' });
  },
};

/** A stand-in for a server's check: messages keyed by input name. */
const answer422 = fn(
  async (_values: Record<string, FormDataEntryValue>): Promise<Record<string, string[]>> => ({
    email: ['The email has already been taken.'],
    'info[0][title]': ['The info.0.title field is required.'],
  }),
);

function EnquiryForm() {
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const [isPending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors(await answer422(Object.fromEntries(new FormData(event.currentTarget))));
    setPending(false);
  };
  return (
    <Form validationErrors={errors} onSubmit={submit}>
      <TextField label="Email" name="email" type="email" isRequired validate={checks.email} />
      <PasswordField label="Password" name="password" autoComplete="new-password" />
      <TextField label="Product title" name="info[0][title]" />
      <TextArea label="Comment" name="comment" />
      <Inline>
        <Button type="submit" isPending={isPending} pendingLabel="Sending…">
          Send
        </Button>
      </Inline>
    </Form>
  );
}

export const ServerErrorsOnFields: Story = {
  beforeEach: () => {
    answer422.mockClear();
  },
  render: () => <EnquiryForm />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(email, 'jane@example.com');
    await userEvent.type(password, 's3cret-pass');
    await userEvent.type(comment, 'Forty lanterns for the winter festival.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(answer422).toHaveBeenCalledTimes(1);
    // Each message lands on the field of that name.
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await expect(canvas.getByRole('textbox', { name: 'Product title' })).toHaveAccessibleDescription(
      'The info.0.title field is required.',
    );
    // Nothing typed is lost.
    await expect(email).toHaveValue('jane@example.com');
    await expect(password).toHaveValue('s3cret-pass');
    await expect(comment).toHaveValue('Forty lanterns for the winter festival.');
    // Changing the field clears its server message with the keystroke, not when the field is left.
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('The email has already been taken.')).not.toBeInTheDocument();
    await userEvent.tab();
  },
};

const onSent = fn();

/** A form whose values live in its owner's state, as a screen's do. */
function ContactForm() {
  const [values, setValues] = useState({ email: '', company: '' });
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSent(values);
      }}
    >
      <TextField
        label="Email"
        name="email"
        isRequired
        validate={checks.email}
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
      />
      <TextField
        label="Company"
        name="company"
        isRequired
        validate={checks.required}
        value={values.company}
        onChange={(company) => setValues((current) => ({ ...current, company }))}
      />
      <Inline>
        <Button type="submit">Send</Button>
      </Inline>
    </Form>
  );
}

/**
 * When a message changes: on submit, then with each keystroke, never when the field is left. Leaving a field is what
 * a press on a button does first; a message appearing or going then would move the button from under the pointer
 * between pointer down and up, and the click would be lost (the screens' one-click stories press with a real pointer).
 */
export const MessagesChangeAsTypedNotWhenLeft: Story = {
  beforeEach: () => {
    onSent.mockClear();
  },
  render: () => <ContactForm />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const company = canvas.getByRole('textbox', { name: 'Company' });
    // Left with a wrong value before any submit: nothing appears yet.
    await userEvent.type(email, 'jane@example');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.type(company, 'Lagoon Parks');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(onSent).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(email).toHaveFocus();
    // Still not an address: the message stays while typing goes on.
    await userEvent.type(email, '.');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    // The keystroke that fixes it takes the message away, before the field is left.
    await userEvent.type(email, 'com');
    await expect(email).toHaveFocus();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(onSent).toHaveBeenCalledTimes(1);
    await expect(onSent).toHaveBeenCalledWith({ email: 'jane@example.com', company: 'Lagoon Parks' });
  },
};
