// One press on Save saves a product whose Title was cleared and typed again (a real pointer: down, then up). The
// Title's message must not move Save between the two, or the click never happens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { adminStoryMeta, loadedField, mainOf, slowLoad } from '../stories/support.tsx';
import { AdminProductScreen } from './AdminProductScreen.tsx';

const meta = {
  title: 'Screens/Admin/Products/One click',
  ...adminStoryMeta(AdminProductScreen, '/admin/product-item/:id', '/admin/product-item/FG-HUM-0166-01'),
} satisfies Meta<typeof AdminProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let saves: RequestsSeen = { count: 0 };

/** The Title emptied: Save says it must not be empty; typed again, one press saves the product once. */
export const RetypedTitleSavesInOneClick: Story = {
  beforeEach: ({ msw }) => {
    saves = countRequests(msw, 'put', '/api/product/:id');
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const page = mainOf(canvasElement);
    const title = await loadedField(page, 'Title', 'Viking Warrior Figure');
    await input.type(title, '{Control>}a{/Control}{Backspace}');
    await input.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Input must not be empty.')).toBeVisible();
    // The press did what it says: the invalid form was not sent and the field to fix has the focus.
    await expect(title).toHaveFocus();
    await input.type(title, 'Viking Warrior');
    await input.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves.count).toBe(1), slowLoad);
    await expect(await within(document.body).findByText('Viking Warrior was saved.', {}, slowLoad)).toBeVisible();
    await expect(await page.findByRole('heading', { level: 1, name: 'Viking Warrior' }, slowLoad)).toBeVisible();
    await expect(saves.count).toBe(1);
    await input.leave();
  },
};
