import { type KeyboardEvent, type MouseEvent, type PointerEvent, useId, useRef } from 'react';
import type { MenuTriggerState } from 'react-stately';

type FocusStrategy = NonNullable<MenuTriggerState['focusStrategy']>;

/** The keys that open the menu from its trigger, and the entry they focus (WAI-ARIA menu button pattern). */
const openingKeys = new Map<string, FocusStrategy>([
  ['Enter', 'first'],
  [' ', 'first'],
  ['ArrowDown', 'first'],
  ['ArrowUp', 'last'],
]);

/**
 * React Aria's `useMenuTrigger` (press trigger) for the browser's own `<button>`: React Aria's would bring its press,
 * hover and focus code into every first load that shows a menu button. Mouse and pen open the menu as the button goes
 * down, with the menu itself focused; touch toggles it on the tap's click; a screen reader's click opens it on the
 * first entry; Enter, Space and ArrowDown open it on the first entry, ArrowUp on the last. A press on the trigger of
 * an open menu is left to the popover: a modal one closes on it as on any press outside it, a hover menu stays open.
 */
export function useMenuTrigger(state: MenuTriggerState) {
  const triggerId = useId();
  const menuId = useId();
  // What pressed the button, from its pointerdown to its click.
  const pressedWith = useRef('');

  // Focus is on the trigger before the menu opens, so the menu gives it back when it closes.
  const open = (trigger: HTMLButtonElement, focusStrategy: FocusStrategy | null) => {
    trigger.focus({ preventScroll: true });
    state.open(focusStrategy);
  };

  const triggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? menuId : undefined,
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      // A pointer of no size is a screen reader's press (React Aria's test): its click opens the menu.
      if (event.button === 0)
        pressedWith.current = event.width === 0 && event.height === 0 ? 'virtual' : event.pointerType;
    },
    onMouseDown(event: MouseEvent<HTMLButtonElement>) {
      const pointer = pressedWith.current;
      if (event.button !== 0 || (pointer !== 'mouse' && pointer !== 'pen')) return;
      // Focus stays in an open menu: a hover menu stays open, a modal one closes on the press as on any outside it.
      if (state.isOpen) {
        event.preventDefault();
        return;
      }
      // The browser focuses the button first, as on any click, so that it shows no focus ring now or when the menu
      // gives focus back; the menu opens right after and takes focus. (Focused from script, as React Aria does, it
      // would match :focus-visible unless the page's last focus came from a mouse.)
      const trigger = event.currentTarget;
      setTimeout(() => open(trigger, null));
    },
    onClick(event: MouseEvent<HTMLButtonElement>) {
      // Keys never click here (see onKeyDown), so a click without a pointer's count comes from a screen reader.
      const pointer = event.detail === 0 ? 'virtual' : pressedWith.current;
      pressedWith.current = '';
      if (pointer === 'virtual') open(event.currentTarget, 'first');
      else if (pointer === 'touch') {
        event.currentTarget.focus({ preventScroll: true });
        state.toggle();
      }
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      const focusStrategy = openingKeys.get(event.key);
      if (!focusStrategy) return;
      const isArrow = event.key.startsWith('Arrow');
      const isPlain = !event.ctrlKey && !event.metaKey && !event.shiftKey && (isArrow || !event.altKey);
      // Enter and Space would have the browser click the button; they act here, on key down, whatever the modifiers
      // (as React Aria's press), and the trigger's ancestors do not see them.
      if (!isPlain && isArrow) return;
      event.preventDefault();
      event.stopPropagation();
      if (isPlain && !event.repeat) state.toggle(focusStrategy);
    },
  };

  const menuProps = {
    id: menuId,
    'aria-labelledby': triggerId,
    autoFocus: state.focusStrategy || true,
    onClose: state.close,
  };

  return { triggerProps, menuProps };
}
