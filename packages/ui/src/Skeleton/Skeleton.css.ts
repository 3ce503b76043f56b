import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '0 0' } });

export const shape = recipe({
  base: {
    display: 'block',
    background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: '300% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: vars.radius.sm, margin: '0.3em 0' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%', flexShrink: 0 },
    },
  },
});

export const lines = style({ display: 'flex', flexDirection: 'column' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export { visuallyHidden } from '../shared/controls.css.ts';
