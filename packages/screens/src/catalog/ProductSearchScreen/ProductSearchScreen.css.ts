import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });
