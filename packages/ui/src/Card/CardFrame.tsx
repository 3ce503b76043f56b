import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Layout/Typography.tsx';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Card.css.ts';

/** What Card and LinkCard show. */
export interface CardContent extends StyleProps {
  /** The card's heading: text, or text with parts marked (a search result's matched words in `<mark>`). */
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** A picture on top, e.g. a `LazyImage`. */
  media?: ReactNode;
  /** The body text or content. */
  children?: ReactNode;
  /** Actions at the bottom (buttons, links); they stay clickable on a link card. */
  footer?: ReactNode;
}

/** The layout both cards share; `heading` is the title as shown (text, or a link that covers the card). */
export function CardFrame({
  headingLevel = 3,
  media,
  children,
  footer,
  heading,
  isLink,
  className,
  style,
}: Omit<CardContent, 'title'> & { heading: ReactNode; isLink: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={withSiteClass(isLink ? `${styles.card} ${styles.linkCard}` : styles.card, className)}
      style={style}
    >
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.content}>
        <Heading className={styles.title}>{heading}</Heading>
        {children && <div className={styles.body}>{children}</div>}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
