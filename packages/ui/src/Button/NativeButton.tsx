import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  /** Visual weight, as Button's. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** The action runs: a spinner shows, the button keeps its focus and a press does nothing (nothing sent twice). */
  isPending?: boolean;
  /** Text shown while `isPending` is true, and the spinner's name; default: the button's text, the spinner "Loading". */
  pendingLabel?: string;
  /** The rendered button element, e.g. to give it focus back. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The browser's own `<button>`, drawn as Button, for what must become interactive with little JavaScript: a table's
 * pager that pages within a frame, a page's first controls (no React Aria's press code in a page's first load).
 * States come from the platform (`:hover`, `:active`, `:focus-visible`, `:disabled`); events are React's DOM events.
 * Use Button as the trigger of a React Aria popover or dialog (MenuButton draws its own trigger on this one).
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  isPending = false,
  pendingLabel,
  onClick,
  children,
  ...props
}: NativeButtonProps) {
  return (
    <button
      type={type}
      {...props}
      aria-disabled={isPending || props['aria-disabled']}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onClick}
      className={styles.button({ variant, size, fullWidth })}
    >
      {isPending ? (
        <>
          <Spinner size="sm" label={pendingLabel} />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
