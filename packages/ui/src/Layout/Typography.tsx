import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Typography.css.ts';

export const textTones = ['default', 'muted', 'brand', 'danger', 'success', 'inverse'] as const;
export type TextTone = (typeof textTones)[number];
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['display', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

/** The size a heading level gets unless `size` says otherwise. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' };

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style' | 'color'> {
  /** Document outline level (`h1`…`h6`). */
  level: HeadingLevel;
  /** Visual size, independent of the level. Default follows the level. */
  size?: HeadingSize;
  /** Colour from the theme. Default `default`. */
  tone?: TextTone;
  children: ReactNode;
}

/** A heading whose level (outline) and size (look) are chosen separately. */
export function Heading({ level, size = sizeOfLevel[level], tone = 'default', children, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element className={styles.heading({ size, tone })} {...props}>
      {children}
    </Element>
  );
}

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  /** `p` for a paragraph, `span` inside other text, `div` for a block without paragraph semantics. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Font size token. Default `md`. */
  size?: TextSize;
  /** Font weight token. Default `regular`. */
  weight?: TextWeight;
  /** Colour from the theme. Default `default`. */
  tone?: TextTone;
  children: ReactNode;
}

/** Body text in the theme's sizes and tones. */
export function Text({ as: Element = 'p', size = 'md', weight = 'regular', tone = 'default', ...props }: TextProps) {
  return <Element className={styles.text({ size, weight, tone })} {...props} />;
}
