import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { LazyImage, placeholderImage } from './LazyImage.tsx';

/** A local picture (no network): a teal sky over a sand dune. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#0f5a73"/><circle cx="460" cy="110" r="50" fill="#f08c3a"/><path d="M0 300q150-90 300-20t300-30V400H0z" fill="#e9c46a"/></svg>',
)}`;
/** A source that fails to decode without touching the network. */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Blocks/LazyImage',
  component: LazyImage,
  args: { src: picture, alt: 'Desert dune at dusk', width: 300, height: 200 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Desert dune at dusk' });
    await waitFor(() => expect(loaded(image)).toBe(true));
    await expect(image.currentSrc).toBe(picture);
    const box = image.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([300, 200]);
  },
};

/** The page's main picture: requested at once, ahead of other images, and decoded with the page. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Desert dune at dusk' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('decoding');
    await expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '200']);
    await waitFor(() => expect(loaded(image)).toBe(true));
  },
};

export const AspectRatio: Story = {
  args: { width: undefined, height: undefined, aspectRatio: 16 / 9, fit: 'contain' },
  render: (args) => (
    <div style={{ width: 480 }}>
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Desert dune at dusk' });
    // The box is 480 × 270 whether or not the picture has arrived.
    await expect(image.getBoundingClientRect().height).toBe(270);
    await waitFor(() => expect(loaded(image)).toBe(true));
    await expect(image.getBoundingClientRect().height).toBe(270);
  },
};

export const Fallback: Story = {
  args: { src: null, alt: 'Fiberglass dragon' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Fiberglass dragon' });
    await waitFor(() => expect(loaded(image)).toBe(true));
    await expect(image.getAttribute('src')).toBe(placeholderImage);
  },
};

export const EmptySource: Story = {
  args: { src: '', alt: 'Fiberglass dragon' },
  play: Fallback.play,
};

export const BrokenSource: Story = {
  args: { src: broken, alt: 'Lantern' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Lantern' });
    await waitFor(() => expect(image.getAttribute('src')).toBe(placeholderImage));
    await waitFor(() => expect(loaded(image)).toBe(true));
  },
};

/** Server-rendered markup whose image fails before React hydrates it, so React never sees the error event. */
function HydratedLater() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = <LazyImage src={broken} alt="Lantern" width={300} height={200} eager />;
    const container = host.current as HTMLDivElement;
    container.innerHTML = renderToString(element);
    const image = container.querySelector('img') as HTMLImageElement;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const hydrate = () => {
      root = hydrateRoot(container, element);
    };
    if (image.complete) hydrate();
    else image.addEventListener('error', hydrate, { once: true });
    return () => root?.unmount();
  }, []);
  return <div ref={host} />;
}

export const FailedBeforeHydration: Story = {
  render: () => <HydratedLater />,
  play: async ({ canvas }) => {
    const image = await waitFor(() => canvas.getByRole<HTMLImageElement>('img', { name: 'Lantern' }));
    await waitFor(() => expect(image.getAttribute('src')).toBe(placeholderImage));
    await waitFor(() => expect(loaded(image)).toBe(true));
  },
};

export const BelowTheFold: Story = {
  render: (args) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section aria-label="Product list" tabIndex={0} style={{ height: 300, overflowY: 'auto', border: '1px solid' }}>
      <p style={{ height: 700, margin: 0 }}>Scroll down for the picture.</p>
      <LazyImage {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Product list' });
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Desert dune at dusk' });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    const gap = () => image.getBoundingClientRect().top - list.getBoundingClientRect().bottom;

    await settle();
    await expect(image).not.toHaveAttribute('src');
    // 250px below the visible edge: still more than 200px away.
    list.scrollTop = 150;
    await waitFor(() => expect(Math.round(gap())).toBe(250 + 1));
    await settle();
    await expect(image).not.toHaveAttribute('src');
    // 190px away: within the 200px margin, so it loads before it is seen.
    list.scrollTop = 210;
    await waitFor(() => expect(image).toHaveAttribute('src', picture));
    await expect(gap()).toBeGreaterThan(0);
    await waitFor(() => expect(loaded(image)).toBe(true));
    // Scrolled into view, the picture is already there.
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(gap()).toBeLessThan(0));
  },
};
