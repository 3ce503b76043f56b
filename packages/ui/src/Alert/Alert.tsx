import type { ReactNode } from 'react';
import { commonMessages } from '../i18n/common.ts';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Alert.css.ts';
import { CloseGlyph, StatusGlyph } from './glyphs.tsx';

export const alertVariants = ['danger', 'success', 'warning', 'info'] as const;
export type AlertVariant = (typeof alertVariants)[number];

export interface AlertProps extends StyleProps {
  /** `danger` for errors (announced at once, role `alert`); the others are polite (role `status`). */
  variant: AlertVariant;
  /** A short bold summary above the message. */
  title?: ReactNode;
  /** The message, e.g. the server's `message` from an error response. */
  children: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button; by default the locale's ("Dismiss"). */
  dismissLabel?: string;
}

/**
 * An inline message box for a form or a section (e.g. the server's error after a failed login). Its close button is
 * the browser's own: every page shows the call status's alert, so it stays out of React Aria.
 */
export function Alert({
  variant,
  title,
  children,
  onDismiss,
  dismissLabel: ownDismissLabel,
  className,
  style,
}: AlertProps) {
  const common = useTranslations(commonMessages);
  const dismissLabel = ownDismissLabel ?? common.dismiss;
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={withSiteClass(`${styles.alert} ${styles.variant[variant]}`, className)}
      style={style}
    >
      <StatusGlyph tone={variant} className={`${styles.iconBase} ${styles.icon[variant]}`} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={dismissLabel} className={styles.dismiss}>
          <CloseGlyph />
        </button>
      )}
    </div>
  );
}
