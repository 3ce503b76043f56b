import type { ReactNode } from 'react';
import { commonMessages } from '../i18n/common.ts';
import { useTranslations } from '../i18n/useTranslations.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` lines, a `block` (image, card) or a `circle` (avatar). Default `text`. */
  shape?: SkeletonShape;
  /** Number of text lines; the last is shorter, like a paragraph's end. Default 1. */
  lines?: number;
  /** Width as CSS length. Default: full width (`circle`: its `height`). */
  width?: number | string;
  /** Height as CSS length (`block` and `circle`). Default 120px for blocks, 40px for circles. */
  height?: number | string;
}

/** A grey placeholder in the shape of content that is still loading. Decorative: wrap in `SkeletonGroup`. */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={styles.lines} style={{ width }}>
        {Array.from({ length: lines }, (_, line) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, only their count matters
            key={line}
            className={styles.shape({ shape })}
            style={{ width: lines > 1 && line === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  const side = height ?? (shape === 'circle' ? 40 : 120);
  return (
    <span
      aria-hidden="true"
      className={styles.shape({ shape })}
      style={{ width: width ?? (shape === 'circle' ? side : '100%'), height: side }}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, for assistive technology ("Loading products"). By default the locale's ("Loading"). */
  label?: string;
  /** The skeleton shapes, laid out like the content to come. */
  children: ReactNode;
}

/** The loading state of a region: `aria-busy`, with a named progress indicator instead of the grey shapes. */
export function SkeletonGroup({ label: ownLabel, children }: SkeletonGroupProps) {
  const common = useTranslations(commonMessages);
  const label = ownLabel ?? common.loading;
  return (
    <div aria-busy="true" className={styles.group}>
      {/* A plain `progressbar` element, as Spinner's: React Aria's would bring its number formatting (1.6 KB gzip)
          into every page with a button, whose module reads the progress bar's context from the same file. */}
      <div role="progressbar" aria-label={label} className={styles.visuallyHidden} />
      {children}
    </div>
  );
}
