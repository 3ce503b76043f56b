import DOMPurify, { type WindowLike } from 'dompurify';

/** Tags a cover text has no use for, beyond what DOMPurify already drops (scripts, frames are not in its list). */
const forbiddenTags = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'template',
];

/** An image source from the media host: a same-origin path (`/storage/…`, not `//host`) or that origin itself. */
function isMediaSource(src: string, mediaOrigin: string): boolean {
  if (/^\/(?![/\\])/.test(src)) return true;
  try {
    return new URL(src).origin === mediaOrigin;
  } catch {
    return false;
  }
}

/** A DOM for DOMPurify, with the address whose origin counts as the media host. */
export type CoverWindow = WindowLike & { location: { origin: string } };

/** Where the sanitiser gets its DOM: the page's window, or, when the server renders a page, one it provides. */
let windowOf: () => CoverWindow = () => window as unknown as CoverWindow;

/**
 * Gives the sanitiser a window (the server's render: jsdom's, at the visit's address, so `mediaOrigin` defaults to
 * the origin the browser will see and the markup matches the browser's).
 */
export function provideCoverWindow(get: () => CoverWindow): void {
  windowOf = get;
}

/** One DOMPurify instance of our own per window, so its hooks never change another caller's sanitising. */
const purifiers = new WeakMap<WindowLike, ReturnType<typeof DOMPurify>>();
let currentMediaOrigin = '';

function coverPurifier(win: WindowLike) {
  const known = purifiers.get(win);
  if (known) return known;
  const purifier = DOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG' && !isMediaSource(node.getAttribute('src') ?? '', currentMediaOrigin)) node.remove();
  });
  purifiers.set(win, purifier);
  return purifier;
}

/**
 * A category's `cover_html` made safe to render, with an HTML-only profile: no SVG or MathML, no forms or inputs,
 * no styles; DOMPurify drops scripts, event handlers and `javascript:` links; images only from the media host
 * (`mediaOrigin`, the page's own origin by default); every link gets `rel="noopener noreferrer"`.
 */
export function sanitizeCoverHtml(html: string, mediaOrigin?: string): string {
  const win = windowOf();
  currentMediaOrigin = mediaOrigin ?? win.location.origin;
  return coverPurifier(win).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'ping'],
  });
}
