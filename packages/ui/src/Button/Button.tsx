import { type ReactNode, type Ref, useEffect } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  ProgressBarContext,
  useSlottedContext,
} from 'react-aria-components';
import { useTranslations } from '../i18n/useTranslations.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { dropDanglingAnnouncementsSoon } from './announcements.ts';
import * as styles from './Button.css.ts';
import { buttonMessages } from './messages.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, StyleProps {
  /** Visual weight: `primary` for the main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Text shown while `isPending` is true; the button keeps its width and stays focusable. */
  pendingLabel?: string;
  /** The spinner's accessible name while pending and no `pendingLabel` is given. */
  workingLabel?: string;
  /** The rendered button element, e.g. to give it focus back. */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A button with press, hover, focus and pending states from React Aria. Safe to unmount while pending (a dialog
 * closing, a navigation): its announcement is withdrawn with it, so nothing is left naming a missing element. A page's
 * first buttons and a table's are its light twin NativeButton (Library/Twin blocks: when to use which, what each costs).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  workingLabel: ownWorkingLabel,
  children,
  className,
  ...props
}: ButtonProps) {
  const texts = useTranslations(buttonMessages);
  const workingLabel = ownWorkingLabel ?? texts.working;
  const { isPending } = props;
  // After the spinner (pending ends) or the whole button (unmount) is gone from the page.
  useEffect(() => {
    if (isPending) return dropDanglingAnnouncementsSoon;
  }, [isPending]);
  useEffect(() => dropDanglingAnnouncementsSoon, []);
  return (
    <AriaButton {...props} className={withSiteClass(styles.button({ variant, size, fullWidth }), className)}>
      {({ isPending }) =>
        isPending ? (
          <>
            <PendingSpinner label={pendingLabel ?? workingLabel} />
            {pendingLabel ?? children}
          </>
        ) : (
          children
        )
      }
    </AriaButton>
  );
}

/**
 * The pending spinner, with the id React Aria's Button gave its progress bar: the button's accessible name includes
 * it, so the visible pending text is part of the name.
 */
function PendingSpinner({ label }: { label: string }) {
  const id = useSlottedContext(ProgressBarContext)?.id;
  return <Spinner size="sm" label={label} id={id} />;
}
