import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import type { brandTokens } from './brand.css.ts';
import { vars } from './contract.css.ts';

/**
 * The brand at night: the same teal and pumpkin, lightened to read on dark surfaces. Every text pair meets WCAG AA
 * (4.5:1; the lowest, the muted text on a soft status background, is 6.2:1) and borders meant to be seen 3:1.
 */
export const darkColors: typeof brandTokens.color = {
  brand: '#6cc3de',
  brandStrong: '#9ad7ea',
  brandSoft: '#16343f',
  onBrand: '#08222c',
  accent: '#f5a25d',
  onAccent: '#1b1f27',
  surface: '#12181f',
  surfaceRaised: '#1b232c',
  surfaceSunken: '#0c1116',
  border: '#3a4552',
  borderStrong: '#7d8a98',
  text: '#e6edf3',
  textMuted: '#a8b3bf',
  textInverse: '#12181f',
  focus: '#ff8a4c',
  overlay: 'rgba(0, 0, 0, 0.7)',
  success: '#5cc98a',
  successSoft: '#173524',
  danger: '#ff8a80',
  dangerSoft: '#3d1a18',
  warning: '#f2c14e',
  warningSoft: '#3a2e10',
  info: '#7ab8f5',
  infoSoft: '#14283d',
};

/** Shadows stay visible on dark surfaces only when they are darker than them. */
export const darkShadows: typeof brandTokens.shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

// `data-theme="dark"` on any element (usually <html>) darkens what is inside it; `data-theme="system"` follows the
// reader's `prefers-color-scheme`. Without the attribute the blocks stay light, as a site that has no dark styles of
// its own needs.
const dark = { color: darkColors, shadow: darkShadows };
createGlobalTheme('[data-theme="dark"]', { color: vars.color, shadow: vars.shadow }, dark);
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('[data-theme="system"]', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      colorScheme: 'dark',
      vars: assignVars({ color: vars.color, shadow: vars.shadow }, dark),
    },
  },
});
