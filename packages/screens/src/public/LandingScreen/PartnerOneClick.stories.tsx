// One press on "Send application" sends the partner enquiry once its email is corrected (a real pointer: down, then
// up). The server's message on the email must not move the button between the two, or the click never happens.
import { getCsrfCookie } from '@factory/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { PartnerForm } from './PartnerForm.tsx';

const meta = {
  title: 'Screens/Public/Landing/Partner form one click',
  component: PartnerForm,
  parameters: { route: { path: '/', url: '/#become-a-partner' } },
} satisfies Meta<typeof PartnerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: RequestsSeen = { count: 0 };

/** The server refused the email; corrected key by key, one press sends the enquiry, once. */
export const CorrectedEmailSendsInOneClick: Story = {
  beforeEach: async ({ msw }) => {
    sent = countRequests(msw, 'post', '/api/email-registration');
    // The visitor holds the anti-forgery cookie already; without it the client's first send is refused (419) and
    // repeated with a fresh token, a second request of the same press.
    await getCsrfCookie();
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const form = within(within(canvasElement).getByRole('form', { name: 'Become a partner' }));
    const email = form.getByRole('textbox', { name: 'Email' });
    await input.type(email, 'buyer@parks');
    await input.type(form.getByRole('textbox', { name: 'Company' }), 'Adventure Parks Ltd');
    await input.click(form.getByRole('button', { name: 'Send application' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(sent.count).toBe(1);
    await input.type(email, '{End}.example');
    await input.click(form.getByRole('button', { name: 'Send application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your application' });
    await expect(dialog).toHaveTextContent('Your application is under review.');
    await expect(sent.count).toBe(2);
    await input.leave();
  },
};
