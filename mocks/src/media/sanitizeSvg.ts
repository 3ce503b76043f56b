// Uploaded SVG icons are cleaned before they are stored: DOMPurify's SVG profile drops scripts and event handlers,
// and a hook drops every external reference (href to another document, url(...) in styles, <style>, <image>).
// DOMPurify needs a DOM window: in the browser (Storybook, demo mode) the page's own; in Node one from jsdom, given
// by `./svgWindow.node.ts`, which only Node entries import, so jsdom never reaches a browser bundle.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

let makeWindow: (() => WindowLike) | undefined;
let purifier: DOMPurify | undefined;

/** Gives the sanitiser a window (Node: jsdom's). Without one it uses the global `window`. */
export function provideSvgWindow(make: () => WindowLike): void {
  makeWindow = make;
  purifier = undefined;
}

/** A reference inside the same document (`#gradient`), the only kind an icon may keep. */
const isLocalReference = (value: string) => value.trim().startsWith('#');
/** `url(...)` to anything but a local `#id`. */
const externalUrl = /url\(\s*(?!['"]?#)/i;

function purifierFor(): DOMPurify {
  if (purifier) return purifier;
  const win = makeWindow?.() ?? (typeof window === 'undefined' ? undefined : (window as unknown as WindowLike));
  if (!win) throw new Error('SVG sanitising needs a DOM window: in Node import @factory/mocks/node');
  const instance = createDOMPurify(win);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name);
      if (value !== null && !isLocalReference(value)) node.removeAttribute(name);
    }
    for (const attribute of Array.from(node.attributes ?? [])) {
      if (externalUrl.test(attribute.value)) node.removeAttribute(attribute.name);
    }
  });
  purifier = instance;
  return instance;
}

/** What the cleaning kept out, for nothing: the result is the cleaned text or null when no SVG image is left. */
export function sanitizeSvg(text: string): string | null {
  const clean = purifierFor().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Styles can load fonts and images from elsewhere; embedded pictures and foreign HTML are no icon's business.
    FORBID_TAGS: ['style', 'image', 'foreignObject', 'script', 'a'],
    FORBID_ATTR: ['style'],
  });
  const trimmed = clean.trim();
  if (!/^<svg[\s>]/i.test(trimmed)) return null;
  // Served as image/svg+xml, the root needs its namespaces (DOMPurify serialises as HTML, which may drop them).
  let svg = trimmed;
  if (!/^<svg[^>]*\sxmlns=/i.test(svg)) svg = svg.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  if (/\sxlink:/i.test(svg) && !/^<svg[^>]*\sxmlns:xlink=/i.test(svg)) {
    svg = svg.replace(/^<svg/i, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  }
  return svg;
}
