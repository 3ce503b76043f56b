import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Each animation has a natural duration; the speed variant scales it through this variable.
const speed = createVar();

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const wrench = keyframes({
  '0%, 100%': { transform: 'rotate(-12deg)' },
  '8%, 24%, 40%': { transform: 'rotate(24deg)' },
  '16%, 32%, 48%': { transform: 'rotate(-24deg)' },
  '56%': { transform: 'rotate(0deg)' },
});
const ring = keyframes({
  '0%, 60%, 100%': { transform: 'rotate(0deg)' },
  '10%, 30%': { transform: 'rotate(18deg)' },
  '20%, 40%': { transform: 'rotate(-18deg)' },
  '50%': { transform: 'rotate(8deg)' },
});
const pulse = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.25)' } });
const flash = keyframes({ '0%, 50%, 100%': { opacity: 1 }, '25%, 75%': { opacity: 0 } });
const float = keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-20%)' } });

const animate = (name: string, duration: number, timing = 'linear') => ({
  animation: `${name} calc(${duration}s * ${speed}) ${timing} infinite`,
});

export const icon = recipe({
  base: {
    vars: { [speed]: '1' },
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    '@media': {
      // Under reduced motion every animation is off, not just shortened.
      '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
    },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 20, height: 20 },
      lg: { width: 24, height: 24 },
      xl: { width: 32, height: 32 },
      xxl: { width: 48, height: 48 },
    },
    animation: {
      none: {},
      spin: animate(spin, 2),
      'spin-pulse': animate(spin, 1, 'steps(8)'),
      wrench: { ...animate(wrench, 1.2, 'ease'), transformOrigin: '90% 10%' },
      ring: { ...animate(ring, 1, 'ease'), transformOrigin: '50% 10%' },
      pulse: animate(pulse, 1, 'ease-in-out'),
      flash: animate(flash, 1),
      float: animate(float, 2, 'ease-in-out'),
    },
    speed: {
      normal: {},
      fast: { vars: { [speed]: '0.5' } },
      slow: { vars: { [speed]: '2' } },
    },
  },
  defaultVariants: { size: 'md', animation: 'none', speed: 'normal' },
});

export const path = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const filled = style({ fill: 'currentColor' });
