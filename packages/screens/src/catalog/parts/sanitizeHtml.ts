import DOMPurify from 'dompurify';

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

/** One DOMPurify instance of our own, so its hooks never change another caller's sanitising. */
let purifier: ReturnType<typeof DOMPurify> | undefined;
let currentMediaOrigin = '';

function coverPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG' && !isMediaSource(node.getAttribute('src') ?? '', currentMediaOrigin)) node.remove();
  });
  return purifier;
}

/**
 * A category's `cover_html` made safe to render, with an HTML-only profile: no SVG or MathML, no forms or inputs,
 * no styles; DOMPurify drops scripts, event handlers and `javascript:` links; images only from the media host
 * (`mediaOrigin`, the page's own origin by default); every link gets `rel="noopener noreferrer"`.
 */
export function sanitizeCoverHtml(html: string, mediaOrigin: string = window.location.origin): string {
  currentMediaOrigin = mediaOrigin;
  return coverPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'ping'],
  });
}
