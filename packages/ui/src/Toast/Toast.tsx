import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { commonMessages } from '../i18n/common.ts';
import { useTranslations } from '../i18n/useTranslations.ts';
import type { StyleProps } from '../shared/styleProps.ts';
import { type ToastOptions, ToastQueue } from './toastQueue.ts';

const ToastQueueContext = createContext<ToastQueue | null>(null);

// The region's code (React Aria's toast region and landmark, the toasts' look) is fetched with the first toast: an
// empty region renders nothing, so a page that never shows a toast never loads it (2.6 KB gzip of the app's
// catalogue home).
const ToastRegion = lazy(async () => ({ default: (await import('./ToastRegion.tsx')).ToastRegion }));

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
  const [ownQueue] = useState(() => new ToastQueue());
  const activeQueue = queue ?? ownQueue;
  const toasted = useHasToasted(activeQueue);
  return (
    <ToastQueueContext value={activeQueue}>
      {children}
      {toasted && (
        <Suspense fallback={null}>
          <ToastRegion
            queue={activeQueue}
            label={ownLabel ?? common.notifications}
            dismissLabel={ownDismissLabel ?? common.dismiss}
            className={className}
            style={style}
          />
        </Suspense>
      )}
    </ToastQueueContext>
  );
}

/** Whether the queue has held a toast yet; from then on the region stays, as it did before (hover and focus state). */
function useHasToasted(queue: ToastQueue): boolean {
  const [toasted, setToasted] = useState(false);
  useEffect(() => {
    // `visibleToasts` is unset until the queue first changes; a child's effect may have shown a toast before this one.
    const check = () => {
      if (queue.visibleToasts?.length) setToasted(true);
    };
    check();
    return queue.subscribe(check);
  }, [queue]);
  return toasted;
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
