import DOMPurify from 'dompurify';

/**
 * A category's `cover_html` made safe to render: DOMPurify drops scripts, event handlers (`onerror`) and
 * `javascript:` links, and we also drop forms, frames and styles, which have no place in a cover text.
 */
export function sanitizeCoverHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
