// React Aria asks the router for every link's href; React Router would resolve an absolute URL (a storage bucket's
// document) as a path below the current route. Absolute URLs stay as they are, so the browser opens them itself.
import { useHref } from 'react-router-dom';

/** `https://…`, `mailto:…` or protocol-relative `//host/…`: a URL the router must not touch. */
export const isAbsoluteUrl = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/** React Aria's `useHref`: the router's href for in-app paths, absolute URLs unchanged. */
export function useLinkHref(href: string): string {
  const absolute = isAbsoluteUrl(href);
  // Always called, with a harmless path for absolute URLs, so the hook order never changes.
  const inApp = useHref(absolute ? '.' : href);
  return absolute ? href : inApp;
}
