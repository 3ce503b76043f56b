import { button } from '../Button/Button.css.ts';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'inverse', 'button'] as const;
export type LinkVariant = (typeof linkVariants)[number];

/** A link's class: its own look, or the primary button's for a link that starts a task ("Create user"). */
export const linkLook = (variant: LinkVariant) =>
  variant === 'button' ? button({ variant: 'primary' }) : styles.link({ variant });
