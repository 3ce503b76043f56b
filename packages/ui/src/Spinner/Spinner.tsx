import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, announced to assistive technology ("Loading products"). */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={showLabel ? undefined : label} className={styles.wrapper}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {showLabel && <Label>{label}</Label>}
    </ProgressBar>
  );
}
