import type { PointerEvent, ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMenuTriggerState } from 'react-stately';
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx';
import { NativeButton } from '../Button/NativeButton.tsx';
import { timing } from '../theme/tokens.ts';
import { Chevron } from './Chevron.tsx';
import { createCloseDelay } from './closeDelay.ts';
import type { MenuPopoverFrame } from './MenuPopover.tsx';
import { useMenuTrigger } from './menuTrigger.ts';

/** `press`: opens on click or keyboard. `hover`: also opens when a mouse or pen rests on the trigger. */
export const menuOpenModes = ['press', 'hover'] as const;
export type MenuOpenMode = (typeof menuOpenModes)[number];

export interface MenuButtonProps {
  /** The trigger button's text. */
  label: string;
  /** Whether hovering the trigger opens the menu (keyboard and press open it either way). */
  openOn?: MenuOpenMode;
  /** How long the menu stays open after the pointer leaves the trigger and the menu, in ms. */
  closeDelay?: number;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Look of the trigger button. */
  triggerVariant?: ButtonVariant;
  /** Size of the trigger button (`sm`, `md`, `lg`). Default `md`. */
  triggerSize?: ButtonSize;
  /** Names the trigger when its text alone does not ("Actions for Africa" beside many "Actions"). */
  'aria-label'?: string;
  /**
   * Called when the menu is about to be used: the pointer is over the trigger, it has focus, or it opens. A consumer
   * that loads the popover's code on demand starts here.
   */
  onIntent?: () => void;
  /** The popover: a `MenuPopover` given these props (rendered whether or not the menu is open; it shows when open). */
  children: (popover: MenuPopoverFrame) => ReactNode;
}

/**
 * A menu's trigger button and open state, with the popover given by the caller (`MenuPopover`). `Menu` is the two
 * together; use this one to load the popover's code only when the menu is about to open. Once the pointer leaves
 * both the trigger and the open menus, the menu closes after `closeDelay` ms unless the pointer comes back first.
 *
 * This is React Aria's `MenuTrigger` without React Aria: the component lives in one module with the whole menu
 * (collections, popover, focus scope), and its `useMenuTrigger` brings React Aria's press, hover and focus code, which
 * a page would then load with the button. The trigger is the browser's `<button>` (`NativeButton`, drawn as Button)
 * with the menu button's keyboard and press behaviour of `menuTrigger.ts`; the state is React Stately's
 * `useMenuTriggerState`. The popover gets the state and the menu's props from here (see `MenuPopover`).
 */
export function MenuButton({
  label,
  openOn = 'press',
  closeDelay = timing.menuCloseDelayMs,
  onOpenChange,
  triggerVariant = 'secondary',
  triggerSize = 'md',
  'aria-label': ariaLabel,
  onIntent,
  children,
}: MenuButtonProps) {
  const [isOpen, setOpen] = useState(false);
  // The timer outlives renders, so it calls the latest `changeOpen` through a ref.
  const latestChange = useRef<(open: boolean) => void>(undefined);
  const delay = useMemo(
    () => createCloseDelay({ delayMs: closeDelay, onClose: () => latestChange.current?.(false) }),
    [closeDelay],
  );
  useEffect(() => delay.cancel, [delay]);
  const changeOpen = (open: boolean) => {
    if (!open) delay.cancel();
    else onIntent?.();
    setOpen(open);
    onOpenChange?.(open);
  };
  latestChange.current = changeOpen;
  const state = useMenuTriggerState({ isOpen, onOpenChange: changeOpen });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, menuProps } = useMenuTrigger(state);

  // Touch has no hover; its synthetic pointerleave after a tap must not start the close.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    onIntent?.();
    delay.enter();
    if (openOn === 'hover' && !isOpen) changeOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' && isOpen) delay.leave();
  };

  return (
    <>
      <NativeButton
        {...triggerProps}
        ref={triggerRef}
        variant={triggerVariant}
        size={triggerSize}
        aria-label={ariaLabel}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onIntent}
      >
        {label}
        <Chevron direction="down" />
      </NativeButton>
      {children({ state, menuProps, triggerRef, isNonModal: openOn === 'hover', onPointerEnter, onPointerLeave })}
    </>
  );
}
