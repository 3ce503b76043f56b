import { useId } from 'react';
import { commonMessages } from '../i18n/common.ts';
import { useTranslations } from '../i18n/useTranslations.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, announced to assistive technology ("Loading products"). */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  size?: SpinnerSize;
  /** The element's id, e.g. for a pending button to take the spinner's name into its own. */
  id?: string;
}

/**
 * An indeterminate progress indicator with an accessible name. A plain `progressbar` element (no value to format):
 * pages that show one before they are interactive do not load React Aria for it.
 */
export function Spinner({ label: ownLabel, showLabel = false, size = 'md', id }: SpinnerProps) {
  const common = useTranslations(commonMessages);
  const label = ownLabel ?? common.loading;
  const labelId = useId();
  return (
    <div
      id={id}
      role="progressbar"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={styles.wrapper}
    >
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {showLabel && <span id={labelId}>{label}</span>}
    </div>
  );
}
