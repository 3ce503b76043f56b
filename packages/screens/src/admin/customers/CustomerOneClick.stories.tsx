// One press on Save saves (a real pointer: down, then up). A field's message must not move the button between the two:
// a message that went when the field was left (which the press itself does) would take the button from under the
// pointer, and the click would never happen.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { adminStoryMeta, loadedField, mainOf, slowLoad } from '../stories/support.tsx';
import { CustomerScreen } from './CustomersScreens.tsx';

const meta = {
  title: 'Screens/Admin/Customers/One click',
  ...adminStoryMeta(CustomerScreen, '/admin/customers/:id', '/admin/customers/1'),
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
let saves: RequestsSeen = { count: 0 };

/** An email corrected after its message is saved by one press on Save. */
export const CorrectedEmailSavesInOneClick: Story = {
  beforeEach: ({ msw }) => {
    saves = countRequests(msw, 'put', '/api/customers/:id');
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const page = mainOf(canvasElement);
    const email = await loadedField(page, 'Email', 'customer@example.com');
    // "customer@example.com" loses its ".com", key by key.
    await input.type(email, '{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    await input.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Enter a valid email address')).toBeVisible();
    // The press did what it says: the invalid form was not sent and the field to fix has the focus.
    await expect(email).toHaveFocus();
    await input.type(email, '{End}.org');
    await input.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Jordan Lee was saved.', {}, slowLoad)).toBeVisible();
    await expect(saves.count).toBe(1);
    await expect(page.queryByText('Enter a valid email address')).toBeNull();
    await input.leave();
  },
};

/** The create form: a corrected email creates the customer with one press on Create. */
export const CorrectedEmailCreatesInOneClick: Story = {
  parameters: { route: { path: '/admin/customers/:id', url: '/admin/customers/new' } },
  beforeEach: ({ msw }) => {
    saves = countRequests(msw, 'post', '/api/customers');
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const page = mainOf(canvasElement);
    await input.type(await page.findByRole('textbox', { name: 'Name' }, slowLoad), 'Harbour Fun');
    const email = page.getByRole('textbox', { name: 'Email' });
    await input.type(email, 'buyer@harbour');
    await input.click(page.getByRole('button', { name: 'Create' }));
    await expect(await page.findByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveFocus();
    await input.type(email, '{End}.example');
    await input.click(page.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Harbour Fun was created.', {}, slowLoad)).toBeVisible();
    await expect(saves.count).toBe(1);
    await input.leave();
  },
};
