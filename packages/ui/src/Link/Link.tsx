import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { type LinkVariant, linkLook } from './linkLook.ts';

export { type LinkVariant, linkVariants } from './linkLook.ts';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'>, StyleProps {
  /**
   * `inline` sits in running text (underlined), `standalone` in menus and lists, `inverse` on dark surfaces, `button`
   * looks like the primary button: a link that starts a task on its own page ("Create user").
   */
  variant?: LinkVariant;
}

/**
 * A link. Client-side navigation comes from React Aria's `RouterProvider` given by the app, so this
 * block knows no router. A link with an address among a page's first links is RoutedLink, or NativeLink where there is
 * no app router (Library/Twin blocks: when to use which, and what each costs).
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withSiteClass(linkLook(variant), className)} />;
}
