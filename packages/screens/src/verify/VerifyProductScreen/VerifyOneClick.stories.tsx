// One press on Save opens the submit confirmation once the product id is corrected (a real pointer: down, then up).
// The field's message must not move Save between the two, or the click never happens.
import { verificationTokens } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { asCustomer, withToasts } from '../../catalog/stories/support.tsx';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { VerifyProductScreen } from './VerifyProductScreen.tsx';

const meta = {
  title: 'Screens/Verify/VerifyProductScreen/One click',
  component: VerifyProductScreen,
  decorators: [withToasts],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/verify-product', url: `/verify-product?token=${encodeURIComponent(verificationTokens.complete)}` },
  },
  beforeEach: async () => {
    // Drafts live in session storage, which outlives a story in this iframe.
    sessionStorage.clear();
    await asCustomer();
  },
} satisfies Meta<typeof VerifyProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let submits: RequestsSeen = { count: 0 };

/** A product id over 50 characters: Save says so; shortened key by key, one press asks to submit, sent once. */
export const CorrectedProductIdSubmitsInOneClick: Story = {
  beforeEach: ({ msw }) => {
    submits = countRequests(msw, 'post', '/api/product/store-product-verification');
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const page = within(within(canvasElement).getByRole('main'));
    await page.findByRole('heading', { level: 1, name: 'Verify product' });
    const productId = page.getByRole('textbox', { name: 'Product ID' });
    // 51 characters: one over the limit.
    await input.type(productId, `{Control>}a{/Control}{Backspace}${'LANTERN-'.repeat(6)}XYZ`);
    await input.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('must be less than or equal to 50')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await input.type(productId, '{End}{Backspace}');
    await input.click(page.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Submit this product?' }));
    await input.click(dialog.getByRole('button', { name: 'Submit' }));
    const toasts = within(await screen.findByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('Product successfully verified.')).toBeVisible();
    await expect(submits.count).toBe(1);
    await input.leave();
  },
};
