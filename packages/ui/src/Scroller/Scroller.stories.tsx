import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Scroller } from './Scroller.tsx';

const steps = [
  'Concept',
  '3D Modeling',
  'Sculpting',
  'Molding',
  'Assembly',
  'Sanding (Primer)',
  'Painting (Final)',
  'Packing',
];

const panel = {
  display: 'grid',
  placeItems: 'center',
  height: 160,
  borderRadius: 16,
  background: '#0f5a73',
  color: '#fff',
  fontSize: 22,
} as const;

const meta = {
  title: 'Blocks/Scroller',
  component: Scroller,
  args: {
    label: 'Our processes',
    children: steps.map((step) => (
      <div key={step} style={panel}>
        {step}
      </div>
    )),
  },
} satisfies Meta<typeof Scroller>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
/** The slides assistive technology can see: only those in view. */
const visibleSlides = (canvas: Canvas) => canvas.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'));
const liveRegion = (canvas: Canvas) => canvas.getByRole('group', { name: /of 8/ }).parentElement as HTMLElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Our processes' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = canvas.getByRole('group', { name: '1 of 8' });
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide).toHaveTextContent('Concept');
    await expect(visibleSlides(canvas)).toEqual(['1 of 8']);
    // Rotating by itself: changes are not announced.
    await expect(liveRegion(canvas)).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  },
};

export const PreviousAndNext: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlides(canvas)).toEqual(['2 of 8']);
    await expect(canvas.getByRole('group', { name: '2 of 8' })).toHaveTextContent('3D Modeling');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    // From the first slide, previous wraps round to the last.
    await expect(visibleSlides(canvas)).toEqual(['8 of 8']);
    await expect(canvas.getByRole('group', { name: '8 of 8' })).toHaveTextContent('Packing');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlides(canvas)).toEqual(['1 of 8']);
  },
};

export const AutoAdvance: Story = {
  args: { interval: 150 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['2 of 8']));
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['3 of 8']));
    // Stop so the picture is stable.
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await userEvent.unhover(canvas.getByRole('region', { name: 'Our processes' }));
  },
};

export const StopAndStart: Story = {
  args: { interval: 150 },
  parameters: {
    screenshot: {
      noisyPixels: {
        count: 4,
        why: 'the untouched chevrons are anti-aliased differently in about half the runs (same shapes, same place)',
      },
    },
  },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Our processes' });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await userEvent.unhover(carousel);
    // Stopped: no advance, and slide changes are announced politely.
    await expect(liveRegion(canvas)).toHaveAttribute('aria-live', 'polite');
    await pause(600);
    await expect(visibleSlides(canvas)).toEqual(['1 of 8']);
    await userEvent.click(canvas.getByRole('button', { name: 'Start automatic slide show' }));
    await userEvent.unhover(carousel);
    await expect(liveRegion(canvas)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['2 of 8']));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
  },
};

export const PausesWhileHovered: Story = {
  args: { interval: 150 },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Our processes' });
    await userEvent.hover(carousel);
    await pause(600);
    await expect(visibleSlides(canvas)).toEqual(['1 of 8']);
    await userEvent.unhover(carousel);
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['2 of 8']));
    await userEvent.hover(carousel);
  },
};

export const PausesWithKeyboardFocusInside: Story = {
  args: { interval: 150 },
  render: (args) => (
    <>
      <Scroller {...args} />
      <a href="#after">After the carousel</a>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    // The rotation button comes first, before previous and next.
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await expect(liveRegion(canvas)).toHaveAttribute('aria-live', 'polite');
    await pause(600);
    await expect(visibleSlides(canvas)).toEqual(['1 of 8']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(visibleSlides(canvas)).toEqual(['2 of 8']);
    // Slides out of view are inert: the next stop is the link after the carousel.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'After the carousel' })).toHaveFocus();
    await expect(liveRegion(canvas)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(visibleSlides(canvas)).toEqual(['3 of 8']));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

export const SeveralInView: Story = {
  args: {
    slidesPerView: 3,
    label: 'Seasonal products',
    children: Array.from({ length: 10 }, (_, item) => `Product ${item + 1}`).map((name) => (
      <div key={name} style={panel}>
        {name}
      </div>
    )),
  },
  play: async ({ canvas }) => {
    const slides = () => canvas.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'));
    await expect(slides()).toEqual(['1 of 10', '2 of 10', '3 of 10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    // The last position shows the last three slides.
    await expect(slides()).toEqual(['8 of 10', '9 of 10', '10 of 10']);
    const viewport = (canvas.getByRole('group', { name: '8 of 10' }).parentElement as HTMLElement).parentElement;
    const view = (viewport as HTMLElement).getBoundingClientRect();
    const first = canvas.getByRole('group', { name: '8 of 10' }).getBoundingClientRect();
    const last = canvas.getByRole('group', { name: '10 of 10' }).getBoundingClientRect();
    // The slides in view fill the viewport exactly.
    await expect(first.left).toBeCloseTo(view.left, 0);
    await expect(last.right).toBeCloseTo(view.right, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slides()).toEqual(['1 of 10', '2 of 10', '3 of 10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
  },
};
