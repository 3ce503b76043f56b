import type { CSSProperties } from 'react';

/**
 * What a site may put on a block's outermost element: a class of its own and inline style. The site's class comes
 * after the block's, and the package's CSS sits in cascade layers (dist/styles.css), so a rule of the site wins.
 */
export interface StyleProps {
  className?: string;
  style?: CSSProperties;
}

/** The block's own class followed by the site's. */
export const withSiteClass = (own: string, site: string | undefined) => (site ? `${own} ${site}` : own);
