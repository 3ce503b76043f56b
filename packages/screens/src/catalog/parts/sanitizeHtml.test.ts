// The cover's sanitiser as the server runs it: no browser window, a DOM given for the visit's origin (jsdom's), and
// the same verdicts the browser reaches (the browser's side runs in the ServerMarkup stories' XSS check).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type CoverWindow, provideCoverWindow, sanitizeCoverHtml } from './sanitizeHtml.ts';

const windowAt = (origin: string) => new JSDOM('', { url: origin }).window as unknown as CoverWindow;

describe('the cover sanitiser on the server', () => {
  it("judges media sources by the visit's origin, drops script, handlers and javascript: links", () => {
    provideCoverWindow(() => windowAt('https://shop.example'));
    const html =
      '<p>Roar</p><img src="/storage/a.png" alt="a"><img src="https://shop.example/b.png" alt="b">' +
      '<img src="https://evil.example/c.png" alt="c" onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">x</a><a href="https://parks.example">y</a>';
    expect(sanitizeCoverHtml(html)).toBe(
      '<p>Roar</p><img src="/storage/a.png" alt="a"><img src="https://shop.example/b.png" alt="b">' +
        '<a>x</a><a href="https://parks.example" rel="noopener noreferrer">y</a>',
    );
  });

  it('keeps one sanitiser per window: another origin judges its own media host', () => {
    provideCoverWindow(() => windowAt('https://other.example'));
    expect(sanitizeCoverHtml('<img src="https://shop.example/b.png" alt="b">')).toBe('');
  });
});
