import { globalStyle, style } from '@vanilla-extract/css';

/** A `ul`/`ol` used for layout loses its bullets and indent; zero specificity, so spacing props still win. */
export const list = style({});
globalStyle(`:where(${list})`, { listStyle: 'none', margin: 0, padding: 0 });
