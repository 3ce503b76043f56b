import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SkipLink.css.ts';

/**
 * A page's first Tab stop, shown only when focused: it jumps past the header to the page's `main` (which needs the
 * id and `tabIndex={-1}`, so the next Tab goes on from there). Once the app runs it moves the focus itself, leaving
 * the address without a `#` the router would keep; before that the browser follows the link.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const skip = (event: MouseEvent) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${target}`} className={styles.skipLink} onClick={skip}>
      {children}
    </a>
  );
}
