import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: 14, height: 14 },
      md: { width: 20, height: 20 },
      lg: { width: 32, height: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: 8 });
