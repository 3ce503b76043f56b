import { describe, expect, it } from 'vitest';
import { pageHtml } from './pageHtml.ts';

const shell = '<html><head><title>App</title></head><body><div id="root"></div></body></html>';

describe('a server-drawn page in the shell', () => {
  it('puts the head tags, the markup and the data with the list of the code in their places', () => {
    const html = pageHtml(shell, {
      head: ['<link rel="stylesheet" href="/a.css">'],
      markup: '<h1>Dinosaurs</h1>',
      data: { queries: [] },
      modules: ['/build/assets/a.js', '/build/assets/b.js'],
    });
    expect(html).toBe(
      '<html><head><title>App</title>  <link rel="stylesheet" href="/a.css">\n  </head><body>' +
        '<div id="root"><h1>Dinosaurs</h1></div>' +
        '<script type="application/json" id="page-data" data-modules="/build/assets/a.js /build/assets/b.js">' +
        '{"queries":[]}</script></body></html>',
    );
  });

  it('keeps text that would close the script or that String.replace reads as a pattern as written', () => {
    const html = pageHtml(shell, {
      head: [],
      markup: "<p>Price in $' and $&amp;</p>",
      data: { cover: '</script><script>alert(1)</script>', note: "$'" },
      modules: [],
    });
    expect(html).toContain('<div id="root"><p>Price in $\' and $&amp;</p></div>');
    expect(html).toContain('{"cover":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","note":"$\'"}</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a shell without an empty root', () => {
    expect(() => pageHtml('<html><body></body></html>', { head: [], markup: '', data: {}, modules: [] })).toThrow(
      'The shell has no <div id="root"></div>',
    );
  });
});
