import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { type LinkVariant, linkLook } from './linkLook.ts';
import { useRouterLink } from './routerLink.ts';

export interface RoutedLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'>,
    StyleProps {
  /** Where the link goes. */
  href: string;
  /** Look, as Link's. */
  variant?: LinkVariant;
}

/**
 * Link on the browser's own `<a>`: the same look, and a plain click goes through the app's router given to React Aria
 * (`RouterProvider`), as Link's does, without React Aria's press, hover and focus code (a page's first load: the
 * catalogue's header, chips, cards and pager). States come from the platform (`:hover`, `:focus-visible`). Use Link
 * for `onPress`, `isDisabled` or a link without an address; NativeLink where there is no app router (the landing).
 */
export function RoutedLink({ href, variant = 'inline', onClick, className, ...props }: RoutedLinkProps) {
  const routed = useRouterLink(href);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    routed.onClick(event);
  };
  return <a {...props} href={routed.href} onClick={click} className={withSiteClass(linkLook(variant), className)} />;
}
