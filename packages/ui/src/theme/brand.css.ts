import { createGlobalTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { timing } from './tokens.ts';

const ms = (value: number) => `${value}ms`;

/**
 * Arial scaled to Inter's and (bold) to Fredoka's metrics: text painted before the brand fonts arrive
 * (`font-display: swap`) takes the same room, so nothing moves at the swap. Arial (or its metric twin Liberation
 * Sans) is on nearly every device. Fredoka's figures were measured against Liberation Sans Bold in Chromium.
 */
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans")',
  ascentOverride: '90.49%',
  descentOverride: '22.56%',
  lineGapOverride: '0%',
  sizeAdjust: '107.06%',
});
globalFontFace('Fredoka Fallback', {
  src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold")',
  fontWeight: '500 700',
  ascentOverride: '103.65%',
  descentOverride: '25.65%',
  lineGapOverride: '0%',
  sizeAdjust: '93.58%',
});

/**
 * The manufacturer's brand: deep lagoon teal with a warm pumpkin accent, a rounded display face for
 * headings and Inter for text. Colour pairs meet WCAG AA contrast (4.5:1 for text).
 */
export const brandTokens = {
  color: {
    brand: '#0f5a73',
    brandStrong: '#0a4255',
    brandSoft: '#e2f0f4',
    onBrand: '#ffffff',
    accent: '#f08c3a',
    onAccent: '#1b1f27',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f5f8',
    border: '#cfd6de',
    borderStrong: '#7b8794',
    text: '#1b2330',
    textMuted: '#4d5867',
    textInverse: '#ffffff',
    focus: '#d9480f',
    overlay: 'rgba(12, 20, 31, 0.6)',
    success: '#17703a',
    successSoft: '#e6f4ea',
    danger: '#b3261e',
    dangerSoft: '#fcebea',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    info: '#0b5cad',
    infoSoft: '#e7f0fb',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    body: '"Inter", "Inter Fallback", system-ui, sans-serif',
    heading: '"Fredoka", "Fredoka Fallback", "Inter", system-ui, sans-serif',
    // Bundled as well: a machine's own monospace (Noto Sans Mono, Liberation Mono, Nimbus Mono…) differs from the next.
    mono: '"JetBrains Mono", monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '44px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: {
    base: '0',
    dropdown: '100',
    sticky: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    toast: ms(timing.toastMs),
    scroller: ms(timing.scrollerIntervalMs),
    menuCloseDelay: ms(timing.menuCloseDelayMs),
  },
};

createGlobalTheme(':root', vars, brandTokens);
