import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css.ts';
import * as styles from './Box.css.ts';

/** Elements a layout block may render as, so the page keeps its semantics (landmarks, lists). */
export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'dl',
  'form',
  'fieldset',
  'span',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  /** The element to render: `section`, `nav`, `ul`… for landmarks and lists. Default `div`. */
  as?: BoxElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Splits props into sprinkles atoms and everything else (DOM attributes, handlers). */
function splitAtoms(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The layout primitive: spacing, alignment and colour come from theme tokens through `sprinkles`
 * (each accepts a responsive value `{ mobile, tablet, desktop }`), so screens never hand-write CSS.
 */
export function Box({ as: Element = 'div', children, ...props }: BoxProps) {
  const { atoms, rest } = splitAtoms(props);
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element className={isList ? `${styles.list} ${sprinkles(atoms)}` : sprinkles(atoms)} {...rest}>
      {children}
    </Element>
  );
}
