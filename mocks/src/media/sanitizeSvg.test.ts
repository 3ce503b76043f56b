import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitizeSvg.ts';
import './svgWindow.node.ts';

const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
<script>alert('x')</script>
<style>@import url(https://evil.example/a.css);</style>
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
<circle cx="12" cy="12" r="10" fill="url(#g)" onclick="alert(2)"/>
<use xlink:href="https://evil.example/sprite.svg#x"/>
<use href="#g"/>
<image href="https://evil.example/track.png" width="1" height="1"/>
<a href="javascript:alert(3)"><rect width="2" height="2"/></a>
<foreignObject><div>hi</div></foreignObject>
<rect width="4" height="4" style="fill:url(https://evil.example/x)" filter="url(https://evil.example/f)"/>
</svg>`;

describe('sanitizeSvg', () => {
  const clean = sanitizeSvg(evil) ?? '';
  it('keeps the drawing and its local references (url(#id))', () => {
    expect(clean.startsWith('<svg')).toBe(true);
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain('<circle');
    expect(clean).toContain('fill="url(#g)"');
  });
  it('removes scripts and event handlers', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toContain('alert');
  });
  it('removes external references', () => {
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toMatch(/<style|<image|<foreignObject|javascript:/i);
  });
  it('refuses what is no SVG', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
  });
});
