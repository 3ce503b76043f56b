import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconAnimations, iconFlips, iconSizes, iconSpeeds } from './Icon.tsx';
import { iconNames } from './iconPaths.ts';

const meta = {
  title: 'Blocks/Icon',
  component: Icon,
  args: { name: 'heart', size: 'xl' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    animation: { control: 'select', options: [undefined, ...iconAnimations] },
    speed: { control: 'inline-radio', options: [undefined, ...iconSpeeds] },
    flip: { control: 'inline-radio', options: [undefined, ...iconFlips] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = { display: 'grid', gridTemplateColumns: 'repeat(9, 1fr)', gap: 12 } as const;
const cell = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 } as const;

/** Whether a `prefers-reduced-motion: reduce` rule in the page's CSS turns this element's animation off. */
function reducedMotionTurnsOff(element: Element) {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (
          inner instanceof CSSStyleRule &&
          element.matches(inner.selectorText) &&
          inner.style.getPropertyValue('animation-name') === 'none'
        ) {
          return true;
        }
      }
    }
  }
  return false;
}

export const Gallery: Story = {
  render: (args) => (
    <div style={grid}>
      {iconNames.map((name) => (
        <div key={name} style={cell}>
          <Icon {...args} name={name} label={name} />
          <span aria-hidden="true">{name}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of iconNames) {
      const icon = canvas.getByRole('img', { name });
      // Every icon draws something, inside its 24×24 box.
      const box = (icon.querySelector('path') as SVGPathElement).getBBox();
      await expect(box.width + box.height).toBeGreaterThan(0);
      await expect(box.x).toBeGreaterThanOrEqual(0);
      await expect(box.x + box.width).toBeLessThanOrEqual(24);
      await expect(box.y + box.height).toBeLessThanOrEqual(24);
    }
  },
};

export const Animations: Story = {
  render: (args) => (
    <div style={grid}>
      {iconAnimations.map((animation) => (
        <div key={animation} style={cell}>
          <Icon {...args} name="cog" animation={animation} label={animation} />
          <span aria-hidden="true">{animation}</span>
        </div>
      ))}
      {iconSpeeds.map((speed) => (
        <div key={speed} style={cell}>
          <Icon {...args} name="cog" animation="spin" speed={speed} label={`spin ${speed}`} />
          <span aria-hidden="true">spin {speed}</span>
        </div>
      ))}
      <div style={cell}>
        <Icon {...args} name="cog" label="still" />
        <span aria-hidden="true">still</span>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of [...iconAnimations, ...iconSpeeds.map((speed) => `spin ${speed}`)]) {
      const icon = canvas.getByRole('img', { name });
      await expect(getComputedStyle(icon).animationName).not.toBe('none');
      await expect(reducedMotionTurnsOff(icon)).toBe(true);
    }
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'still' })).animationName).toBe('none');
  },
};

export const Flips: Story = {
  render: (args) => (
    <div style={grid}>
      {[undefined, ...iconFlips].map((flip) => (
        <div key={flip ?? 'none'} style={cell}>
          <Icon {...args} name="truck" flip={flip} label={flip ?? 'not flipped'} />
          <span aria-hidden="true">{flip ?? 'not flipped'}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The truck's cab is on its right; mirrored horizontally it drives the other way.
    const cabSide = (name: string) => {
      const svg = canvas.getByRole('img', { name });
      const path = svg.querySelector('path') as SVGPathElement;
      const frame = svg.getBoundingClientRect();
      const drawing = path.getBoundingClientRect();
      return { left: drawing.left - frame.left, top: drawing.top - frame.top };
    };
    const plain = cabSide('not flipped');
    await expect(cabSide('horizontal').left).not.toBeCloseTo(plain.left, 0);
    await expect(cabSide('horizontal').top).toBeCloseTo(plain.top, 0);
    await expect(cabSide('vertical').left).toBeCloseTo(plain.left, 0);
    await expect(cabSide('vertical').top).not.toBeCloseTo(plain.top, 0);
    await expect(cabSide('both').left).toBeCloseTo(cabSide('horizontal').left, 0);
    await expect(cabSide('both').top).toBeCloseTo(cabSide('vertical').top, 0);
  },
};

export const Labelled: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Icon {...args} name="warning" label="Warning" />
      <Icon {...args} name="heart" />
      Decorative heart beside this text
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
    // The unlabelled icon is hidden from assistive technology: only one image is exposed.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  },
};
