import { style } from '@vanilla-extract/css';

/** Forms keep a readable line length on wide screens. */
export const formWidth = style({ maxWidth: '40rem', width: '100%' });

/**
 * A record's form and details take the page's width, never more: in the start-aligned page column a wide table
 * below the form would otherwise widen the whole page past a phone's screen (it scrolls inside itself instead).
 */
export const recordWidth = style({ alignSelf: 'stretch', minWidth: 0 });
