import { Link } from '@factory/ui';
import { createElement } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, useLinkHref } from './linkHref.ts';

/** The href a ui Link gets on the notifications page, with the app's router hooks. */
function renderedHref(href: string): string | undefined {
  const link = createElement(Link, { href }, 'Open');
  const markup = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ['/catalog/profile/notifications'] },
      // biome-ignore lint/correctness/noChildrenProp: RouterProvider's props type requires children (no JSX in unit tests).
      createElement(AriaRouterProvider, { navigate: () => {}, useHref: useLinkHref, children: link }),
    ),
  );
  return /href="([^"]*)"/.exec(markup)?.[1];
}

describe('link hrefs', () => {
  it('keeps a storage bucket URL absolute', () => {
    expect(renderedHref('https://bucket.example.com/docs/manual.pdf')).toBe(
      'https://bucket.example.com/docs/manual.pdf',
    );
  });

  it('keeps in-app paths as the router writes them', () => {
    expect(renderedHref('/catalog/product/7')).toBe('/catalog/product/7');
  });

  it('knows absolute URLs from paths', () => {
    expect(isAbsoluteUrl('http://example.com/a')).toBe(true);
    expect(isAbsoluteUrl('//cdn.example.com/a')).toBe(true);
    expect(isAbsoluteUrl('/catalog')).toBe(false);
    expect(isAbsoluteUrl('catalog/7')).toBe(false);
  });
});
