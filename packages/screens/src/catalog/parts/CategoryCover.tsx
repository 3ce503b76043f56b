import { useMemo } from 'react';
import * as styles from '../CategoryScreen/CategoryScreen.css.ts';
import { sanitizeCoverHtml } from './sanitizeHtml.ts';

/**
 * A category's cover text as customers see it: the HTML sanitised (no scripts, handlers or javascript: links) and
 * styled like the category page. The admin's cover preview renders this same component.
 */
export function CategoryCover({ html }: { html: string | null }) {
  const safe = useMemo(() => (html ? sanitizeCoverHtml(html) : ''), [html]);
  if (!safe) return null;
  // Sanitised above: no scripts, handlers or javascript: links survive.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the category's rich text, sanitised by DOMPurify
  return <div className={styles.cover} dangerouslySetInnerHTML={{ __html: safe }} />;
}
