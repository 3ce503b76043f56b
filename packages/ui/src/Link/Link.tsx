import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'inverse'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'>, StyleProps {
  /** `inline` sits in running text (underlined), `standalone` in menus and lists, `inverse` on dark surfaces. */
  variant?: LinkVariant;
}

/**
 * A link. Client-side navigation comes from React Aria's `RouterProvider` given by the app, so this
 * block knows no router.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withSiteClass(styles.link({ variant }), className)} />;
}
