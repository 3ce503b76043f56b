import type { CSSProperties } from 'react';

/**
 * An inline style that sets a vanilla-extract variable for one element (`createVar()` gives `var(--name)`; the
 * style needs `--name`), for values only known at render time such as a minimum tile width.
 */
export const cssVariable = (variable: string, value: string) =>
  ({ [variable.replace(/^var\((--[^,)]+).*$/, '$1')]: value }) as CSSProperties;
