import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `brandStrong` → `brand-strong`: the token paths as CSS names. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The prefix of every custom property of the theme: `--factory-color-brand`, `--factory-space-md`. */
export const cssVarPrefix = 'factory';

/**
 * The theme contract: every token a block may use, each a public CSS custom property with a stable name
 * (`vars.color.brandStrong` is `var(--factory-color-brand-strong)`), so a site restyles the blocks from plain CSS
 * or implements the contract with vanilla-extract's `createGlobalTheme`/`createTheme`; blocks never use raw
 * colours or sizes.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandStrong: null,
      brandSoft: null,
      onBrand: null,
      accent: null,
      onAccent: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      textInverse: null,
      focus: null,
      overlay: null,
      success: null,
      successSoft: null,
      danger: null,
      dangerSoft: null,
      warning: null,
      warningSoft: null,
      info: null,
      infoSoft: null,
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
      xxxl: null,
    },
    font: {
      body: null,
      heading: null,
      mono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
      display: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      pill: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    zIndex: {
      base: null,
      dropdown: null,
      sticky: null,
      overlay: null,
      modal: null,
      toast: null,
    },
    motion: {
      fast: null,
      normal: null,
      slow: null,
      toast: null,
      scroller: null,
      menuCloseDelay: null,
    },
  },
  (_value, path) => [cssVarPrefix, ...path].map(kebab).join('-'),
);
