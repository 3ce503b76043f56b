import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Layout/Typography.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import * as styles from './ImageOverlay.css.ts';

export interface ImageOverlayProps {
  /** The picture; a missing or broken one falls back to the placeholder picture. */
  src: string | null | undefined;
  /** Text alternative of the picture; `''` when the title already says all it shows. */
  alt: string;
  /** The heading over the picture. */
  title: string;
  /** A line of text under the title. */
  subtitle?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Width / height of the picture's box. */
  aspectRatio?: number;
  /** Load at once: for a hero above the fold. */
  eager?: boolean;
  /** Actions under the text, e.g. a call-to-action button. */
  children?: ReactNode;
}

/** A picture with a title (and subtitle) over a darkened gradient, so the text stays readable on any picture. */
export function ImageOverlay({
  src,
  alt,
  title,
  subtitle,
  headingLevel = 2,
  aspectRatio = 16 / 9,
  eager,
  children,
}: ImageOverlayProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.frame}>
      <LazyImage src={src} alt={alt} aspectRatio={aspectRatio} eager={eager} />
      <div className={styles.overlay}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </div>
  );
}
