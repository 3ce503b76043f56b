import { style } from '@vanilla-extract/css';

/** Forms keep a readable line length on wide screens. */
export const formWidth = style({ maxWidth: '40rem', width: '100%' });
