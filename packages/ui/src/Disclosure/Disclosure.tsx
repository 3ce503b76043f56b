import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import { NativeButton } from '../Button/NativeButton.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.ts';
import * as styles from './Disclosure.css.ts';

export const disclosureBreakpoints = ['tablet', 'desktop'] as const;
export type DisclosureBreakpoint = (typeof disclosureBreakpoints)[number];

/** The texts the block shows; English by default, replaceable for another language. */
export interface DisclosureLabels {
  /** The toggle button's name. */
  toggle: string;
}

export const defaultDisclosureLabels: DisclosureLabels = { toggle: 'Menu' };

export interface DisclosureProps {
  /** What the toggle shows and hides: a navigation list, a search form… */
  children: ReactNode;
  /** From this breakpoint up the content always shows and the toggle is gone; below it the toggle shows it. */
  collapseBelow?: DisclosureBreakpoint;
  /** An icon before the toggle's name. */
  icon?: IconName;
  /** Shows only the icon; the name stays the button's accessible name. Needs `icon`. */
  isLabelHidden?: boolean;
  /** Look of the toggle button. Default `ghost`. */
  variant?: ButtonVariant;
  /** Replaceable texts (English defaults). */
  labels?: Partial<DisclosureLabels>;
}

/**
 * A button that shows and hides the content after it (APG disclosure; as navigation: APG "disclosure navigation").
 * The content closes again when a link in it is followed or a form in it is sent, and on Escape, which returns focus
 * to the button. With `collapseBelow`, wider screens show the content in place and no button.
 */
export function Disclosure({
  children,
  collapseBelow,
  icon,
  isLabelHidden = false,
  variant = 'ghost',
  labels,
}: DisclosureProps) {
  const { toggle } = { ...defaultDisclosureLabels, ...labels };
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mode = collapseBelow ? styles.collapseBelow[collapseBelow] : undefined;

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    close();
    toggleRef.current?.focus();
  };
  // Following a link (an in-page anchor too) or sending a form ends what the content was opened for. Links see the
  // click in the capture phase: React Aria's links stop its propagation.
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) close();
  };

  return (
    <>
      <span className={mode?.toggle}>
        <NativeButton
          ref={toggleRef}
          variant={variant}
          onClick={() => setOpen(!isOpen)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={isLabelHidden ? toggle : undefined}
        >
          {icon && <Icon name={icon} />}
          {!isLabelHidden && toggle}
        </NativeButton>
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and link clicks bubble from the controls inside. */}
      <div
        id={panelId}
        className={`${styles.panel} ${mode?.panel ?? ''}`}
        data-open={isOpen || undefined}
        onKeyDown={onKeyDown}
        onClickCapture={onClick}
        onSubmit={close}
      >
        {children}
      </div>
    </>
  );
}
