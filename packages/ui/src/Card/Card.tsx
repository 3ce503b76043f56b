import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { HeadingLevel } from '../Layout/Typography.tsx';
import * as styles from './Card.css.ts';

export interface CardProps {
  /** The card's heading. */
  title: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** A picture on top, e.g. a `LazyImage`. */
  media?: ReactNode;
  /** The body text or content. */
  children?: ReactNode;
  /** Actions at the bottom (buttons, links); they stay clickable on a link card. */
  footer?: ReactNode;
  /** Makes a link card: the title is a link and a click anywhere on the card follows it. */
  href?: string;
}

/** A surface with optional media, a heading, body and footer actions; optionally a link card. */
export function Card({ title, headingLevel = 3, media, children, footer, href }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={href ? `${styles.card} ${styles.linkCard}` : styles.card}>
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.content}>
        <Heading className={styles.title}>
          {href ? (
            <Link href={href} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && <div className={styles.body}>{children}</div>}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
