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
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Toast.css.ts';
import { keyedLines, type ToastAction, type ToastQueue } from './toastQueue.ts';

interface ToastRegionProps extends StyleProps {
  queue: ToastQueue;
  label: string;
  dismissLabel: string;
}

/** The toasts of `ToastProvider`'s queue, newest on top, in a landmark; loaded with the first toast. */
export function ToastRegion({ queue, label, dismissLabel, className, style }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={withSiteClass(styles.region, className)} style={style}>
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
            <ToastActionButton action={toast.content.action} onDone={() => queue.close(toast.key)} />
          )}
          <Button slot="close" aria-label={dismissLabel} className={styles.close}>
            <CloseGlyph />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
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
