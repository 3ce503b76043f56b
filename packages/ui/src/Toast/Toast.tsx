import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import * as alertStyles from '../Alert/Alert.css.ts';
import { CloseGlyph, StatusGlyph } from '../Alert/glyphs.tsx';
import { button } from '../Button/Button.css.ts';
import { commonMessages } from '../i18n/common.ts';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Toast.css.ts';
import { keyedLines, type ToastAction, type ToastOptions, ToastQueue } from './toastQueue.ts';

const ToastQueueContext = createContext<ToastQueue | null>(null);

/** `className` and `style` go on the toast region. */
export interface ToastProviderProps extends StyleProps {
  /** The application; `useToast()` works anywhere inside. */
  children: ReactNode;
  /** A queue of your own (e.g. to show toasts from outside React); one is created when absent. */
  queue?: ToastQueue;
  /** Accessible name of the toast landmark; by default the locale's ("Notifications"). */
  label?: string;
  /** Accessible name of each toast's close button; by default the locale's ("Dismiss"). */
  dismissLabel?: string;
}

/**
 * Holds the toast queue and renders the toast region: a landmark ("Notifications")
 * at the bottom end of the page, toasts announced politely, their timers paused while the region is
 * hovered or holds focus.
 */
export function ToastProvider({
  children,
  queue,
  label: ownLabel,
  dismissLabel: ownDismissLabel,
  className,
  style,
}: ToastProviderProps) {
  const common = useTranslations(commonMessages);
  const label = ownLabel ?? common.notifications;
  const dismissLabel = ownDismissLabel ?? common.dismiss;
  const [ownQueue] = useState(() => new ToastQueue());
  const activeQueue = queue ?? ownQueue;
  return (
    <ToastQueueContext value={activeQueue}>
      {children}
      <AriaToastRegion
        queue={activeQueue}
        aria-label={label}
        className={withSiteClass(styles.region, className)}
        style={style}
      >
        {({ toast }) => (
          <AriaToast toast={toast} className={`${styles.toast} ${styles.variant[toast.content.variant]}`}>
            <StatusGlyph
              tone={toast.content.variant}
              className={`${alertStyles.iconBase} ${alertStyles.icon[toast.content.variant]}`}
            />
            {/* Polite: a toast reports an outcome, it must not interrupt what the user is doing. */}
            <AriaToastContent role="status" aria-live="polite" className={styles.content}>
              <Text slot="title" elementType="div">
                {keyedLines(toast.content.lines).map(({ key, line }) => (
                  <div key={key} className={styles.line}>
                    {line}
                  </div>
                ))}
              </Text>
            </AriaToastContent>
            {toast.content.action && (
              <ToastActionButton action={toast.content.action} onDone={() => activeQueue.close(toast.key)} />
            )}
            <Button slot="close" aria-label={dismissLabel} className={styles.close}>
              <CloseGlyph />
            </Button>
          </AriaToast>
        )}
      </AriaToastRegion>
    </ToastQueueContext>
  );
}

function ToastActionButton({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  return (
    <Button
      className={button({ variant: 'ghost', size: 'sm' })}
      onPress={() => {
        action.onAction();
        onDone();
      }}
    >
      {action.label}
    </Button>
  );
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast (3000 ms unless `duration` is given) and returns its key. */
  show(options: ToastOptions): string;
  /** Closes a toast by key before its time. */
  close(key: string): void;
}

/** Shows toasts from inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast() must be called inside a <ToastProvider>.');
  // Stable across renders, so callers can list it in effect dependencies.
  return useMemo(() => ({ show: (options) => queue.show(options), close: (key) => queue.close(key) }), [queue]);
}
