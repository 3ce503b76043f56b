import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type LinkVariant, linkLook } from './linkLook.ts';
import { isPlainClick } from './plainClick.ts';

export interface NativeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> {
  /** Where the link goes. */
  href: string;
  /** Look, as Link's. */
  variant?: LinkVariant;
  /**
   * Called with `href` in place of the browser's navigation for a plain click (main button, no modifier key, no
   * `target`), so a page can move within itself; other clicks open new tabs and windows as links do.
   */
  onNavigate?: (href: string) => void;
}

/**
 * The browser's own `<a>`, drawn as Link, for a prerendered page's first links (no React Aria in the landing's first
 * load). States come from the platform (`:hover`, `:focus-visible`). Use Link inside the router app: it navigates
 * through the app's router.
 */
export function NativeLink({ href, variant = 'inline', onNavigate, onClick, ...props }: NativeLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!onNavigate || props.target || props.download !== undefined || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return <a href={href} {...props} onClick={click} className={linkLook(variant)} />;
}
