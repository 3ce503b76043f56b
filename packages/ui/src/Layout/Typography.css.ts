import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const tone = {
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
  inverse: { color: vars.color.textInverse },
};

export const heading = recipe({
  base: { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display },
      xl: { fontSize: vars.fontSize.xxl },
      lg: { fontSize: vars.fontSize.xl },
      md: { fontSize: vars.fontSize.lg },
      sm: { fontSize: vars.fontSize.md },
    },
    tone,
  },
});

export const text = recipe({
  base: { fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal, margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tone,
  },
});
