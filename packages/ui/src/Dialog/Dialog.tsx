import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseGlyph } from '../Alert/glyphs.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Dialog.css.ts';
import { dialogMessages } from './messages.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Content that may need to close the dialog (e.g. a "Done" button). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);

/** `className` and `style` go on the dialog's panel. */
export interface DialogProps extends StyleProps {
  /** The heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body, or a function of `close` for content that closes the dialog itself. */
  children: WithClose;
  /** Buttons at the bottom, or a function of `close`. */
  actions?: WithClose;
  /** A button that opens the dialog; focus returns to it on close. Without it, control `isOpen`. */
  trigger?: ReactElement;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Width: `sm` 420px, `md` 560px, `lg` 800px. Default `md`. */
  size?: DialogSize;
  /** Close when the user clicks outside. Default `true`; confirmations turn it off. */
  isDismissable?: boolean;
  /** Ignore Escape and hide the close button (while an action is running). */
  isLocked?: boolean;
  /** `alertdialog` for messages that need an answer (confirmations, warnings). Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close button; by default the locale's ("Close"). */
  closeLabel?: string;
}

const render = (content: WithClose, close: () => void) => (typeof content === 'function' ? content(close) : content);

/**
 * A modal dialog (login, disclaimer, privacy statement, thank-you, confirmations): focus moves in and is
 * trapped, Escape and the close button close it, focus returns to what opened it.
 */
export function Dialog({
  title,
  children,
  actions,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  isLocked = false,
  role = 'dialog',
  closeLabel: ownCloseLabel,
  className,
  style,
}: DialogProps) {
  const texts = useTranslations(dialogMessages);
  const closeLabel = ownCloseLabel ?? texts.close;
  const openState = { isOpen, defaultOpen, onOpenChange };
  const modal = (
    <ModalOverlay
      {...(trigger ? {} : openState)}
      isDismissable={isDismissable && !isLocked}
      isKeyboardDismissDisabled={isLocked}
      className={styles.overlay}
    >
      <Modal className={withSiteClass(styles.modal({ size }), className)} style={style}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {!isLocked && (
                  <AriaButton onPress={close} aria-label={closeLabel} className={styles.close}>
                    <CloseGlyph size={16} />
                  </AriaButton>
                )}
              </div>
              <div className={styles.body}>{render(children, close)}</div>
              {actions !== undefined && <div className={styles.actions}>{render(actions, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger {...openState}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
