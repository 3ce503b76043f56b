import * as styles from './Menu.css.ts';

/** The arrow of a menu trigger (down) or of a submenu entry (right). */
export function Chevron({ direction }: { direction: 'down' | 'right' }) {
  return (
    <svg viewBox="0 0 12 12" className={styles.chevron} aria-hidden="true">
      <path d={direction === 'down' ? 'M2 4l4 4 4-4' : 'M4 2l4 4-4 4'} />
    </svg>
  );
}
