import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './Button.css.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  /** Visual weight, as Button's. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** The rendered button element, e.g. to give it focus back. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The browser's own `<button>`, drawn as Button, for what must become interactive with little JavaScript: a table's
 * pager that pages within a frame, a prerendered page's first controls (no React Aria in the landing's first load).
 * States come from the platform (`:hover`, `:active`, `:focus-visible`, `:disabled`); events are React's DOM events.
 * Use Button for a pending state, or as the trigger of a React Aria overlay (menu, popover, dialog trigger).
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...props
}: NativeButtonProps) {
  return <button type={type} {...props} className={styles.button({ variant, size, fullWidth })} />;
}
