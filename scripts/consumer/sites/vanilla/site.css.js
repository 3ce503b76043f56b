// The site's own styles, written against the package's theme contract, with its brand colour changed in one place.

import { vars } from '@factory/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle(':root', { vars: { [vars.color.brand]: '#7a1f5c' } });
export const heading = style({ color: vars.color.brand, fontFamily: vars.font.heading });
