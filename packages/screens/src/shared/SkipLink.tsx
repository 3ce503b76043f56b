import type { ReactNode } from 'react';
import * as styles from './SkipLink.css.ts';

/**
 * A page's first Tab stop, shown only when focused: it jumps past the header to the page's `main` (which needs the
 * id and `tabIndex={-1}`, so the next Tab goes on from there).
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
