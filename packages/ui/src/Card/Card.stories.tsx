import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { headingLevels } from '../Layout/Typography.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { Card } from './Card.tsx';
import { LinkCard as LinkCardBlock } from './LinkCard.tsx';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#e2f0f4"/><path d="M120 330c40-120 120-170 220-150 50-60 110-60 140-20-30 0-50 10-60 30 20 40 10 100-20 140z" fill="#17703a"/></svg>',
)}`;

const addToWishlist = fn();
const navigate = fn();

const meta = {
  title: 'Blocks/Card',
  component: Card,
  args: {
    title: 'Fiberglass dinosaur',
    children: 'Life-size, weatherproof, painted by hand. Ships in one container.',
    media: <LazyImage src={picture} alt="" aspectRatio={3 / 2} />,
    footer: (
      <Button size="sm" variant="secondary" onPress={addToWishlist}>
        Add to wishlist
      </Button>
    ),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: headingLevels } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ width: 320 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    addToWishlist.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a real pointer would hit at the centre of `element`. */
function hitAt(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fiberglass dinosaur' })).toBeVisible();
    await expect(canvas.getByText(/Life-size, weatherproof/)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(addToWishlist).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2, media: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fiberglass dinosaur' })).toBeVisible();
  },
};

/** LinkCard: the same card as a link. */
export const LinkCard: Story = {
  render: (args) => <LinkCardBlock {...args} href="/catalog/product/7" />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Fiberglass dinosaur' });
    // A click on the body text, not only on the title, lands on the card's link.
    for (const spot of [canvas.getByText(/Life-size, weatherproof/), canvas.getByRole('heading')]) {
      await expect(hitAt(spot)).toBe(link);
    }
    await userEvent.click(hitAt(canvas.getByText(/Life-size, weatherproof/)));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/catalog/product/7');
    // The footer button still gets its own clicks and does not follow the link.
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(hitAt(button)).toBe(button);
    await userEvent.click(hitAt(button));
    await expect(addToWishlist).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const LinkCardKeyboard: Story = {
  render: (args) => <LinkCardBlock {...args} href="/catalog/product/7" />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Fiberglass dinosaur' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/catalog/product/7');
  },
};
