import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { placeholderImage } from '../LazyImage/LazyImage.tsx';
import { ImageOverlay } from './ImageOverlay.tsx';

/** A bright local picture (no network): the hardest background for white text. */
const brightPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#ffffff"/><circle cx="1200" cy="300" r="200" fill="#f5d76e"/><path d="M0 700q400-200 800-60t800-80V900H0z" fill="#d8ecf2"/></svg>',
)}`;

const explore = fn();

const meta = {
  title: 'Blocks/ImageOverlay',
  component: ImageOverlay,
  args: {
    src: brightPicture,
    alt: '',
    title: 'Themed attractions, made to last',
    subtitle: 'Fiberglass decorations, lighting and animatronics from one factory.',
  },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  beforeEach: () => explore.mockClear(),
} satisfies Meta<typeof ImageOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Relative luminance of an `rgb()`/`rgba()` colour composed over white (WCAG 2). */
function luminanceOverWhite(color: string) {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = (value * a + 255 * (1 - a)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Themed attractions, made to last' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(/Fiberglass decorations/)).toBeVisible();
    // Behind the text is the solid shade: white text on it, even over a white picture, reaches 4.5:1.
    const shade = getComputedStyle(heading.parentElement as HTMLElement).backgroundImage.match(/rgba?\([^)]+\)/)?.[0];
    const contrast = 1.05 / (luminanceOverWhite(shade ?? 'rgb(255, 255, 255)') + 0.05);
    await expect(contrast).toBeGreaterThanOrEqual(4.5);
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
  },
};

export const WithAction: Story = {
  args: {
    headingLevel: 1,
    aspectRatio: 21 / 9,
    eager: true,
    children: <Button onPress={explore}>Browse our catalog</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse our catalog' }));
    await expect(explore).toHaveBeenCalledTimes(1);
  },
};

export const MissingPicture: Story = {
  args: { src: null, alt: 'Our factory' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Our factory' });
    await waitFor(() => expect(image.getAttribute('src')).toBe(placeholderImage));
    await expect(canvas.getByRole('heading', { name: 'Themed attractions, made to last' })).toBeVisible();
  },
};
