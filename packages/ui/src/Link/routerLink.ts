import type { MouseEvent } from 'react';
// React Aria's router context and its click rule, without its Link's press, hover and focus hooks: React Aria's own
// entry for them (RouterProvider, useRouter, handleLinkClick), 0.7 KB gzip.
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';

/**
 * For a browser's `<a>` that navigates as React Aria's Link does: the address as the app's router writes it
 * (`RouterProvider`'s `useHref`), and a click handler that hands a plain same-origin click to the router (modified
 * clicks, other targets and downloads stay the browser's). Without a `RouterProvider` the browser navigates.
 */
export function useRouterLink(href: string) {
  const router = useRouter();
  return {
    href: router.useHref(href),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event, router, href, undefined),
  };
}
