import type { PointerEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu as AriaMenu, type Key, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { timing } from '../theme/tokens.ts';
import { createCloseDelay } from './closeDelay.ts';
import * as styles from './Menu.css.ts';

/** `press`: opens on click or keyboard. `hover`: also opens when a mouse or pen rests on the trigger. */
export const menuOpenModes = ['press', 'hover'] as const;
export type MenuOpenMode = (typeof menuOpenModes)[number];

/** One entry of a menu: a link (`href`), an action (reported through `onAction`) or a submenu (`children`). */
export interface MenuEntry {
  /** Unique among its siblings; passed to `onAction`. */
  id: Key;
  /** The visible text, also used for type-ahead. */
  label: string;
  /** Makes the entry a link to this address. */
  href?: string;
  /** Entries of a submenu opened from this one. */
  children?: readonly MenuEntry[];
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface MenuProps {
  /** The trigger button's text. */
  label: string;
  /** The menu's entries; nested `children` become submenus. */
  items: readonly MenuEntry[];
  /** Called with the id of an entry without `href` when the user chooses it. */
  onAction?: (id: Key) => void;
  /** Whether hovering the trigger opens the menu (keyboard and press open it either way). */
  openOn?: MenuOpenMode;
  /** How long the menu stays open after the pointer leaves the trigger and the menu, in ms. */
  closeDelay?: number;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Look of the trigger button. */
  triggerVariant?: ButtonVariant;
}

/**
 * A menu button with nested submenus (React Aria Menu: APG menu keyboard, type-ahead). Once the
 * pointer leaves both the trigger and the open menus, the menu closes after `closeDelay` ms unless
 * the pointer comes back first.
 */
export function Menu({
  label,
  items,
  onAction,
  openOn = 'press',
  closeDelay = timing.menuCloseDelayMs,
  onOpenChange,
  triggerVariant = 'secondary',
}: MenuProps) {
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
    setOpen(open);
    onOpenChange?.(open);
  };
  latestChange.current = changeOpen;

  // Touch has no hover; its synthetic pointerleave after a tap must not start the close.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    delay.enter();
    if (openOn === 'hover' && !isOpen) changeOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' && isOpen) delay.leave();
  };

  // React Aria passes more than the key; the public callback gets only the id.
  const handleAction = (id: Key) => onAction?.(id);
  const renderEntries = (entries: readonly MenuEntry[]) =>
    entries.map((entry) =>
      entry.children?.length ? (
        <SubmenuTrigger key={entry.id}>
          <MenuItem id={entry.id} textValue={entry.label} isDisabled={entry.isDisabled} className={styles.item}>
            {entry.label}
            <Chevron direction="right" />
          </MenuItem>
          <Popover className={styles.popover} offset={-4}>
            <AriaMenu className={styles.menu} onAction={handleAction}>
              {renderEntries(entry.children)}
            </AriaMenu>
          </Popover>
        </SubmenuTrigger>
      ) : (
        <MenuItem
          key={entry.id}
          id={entry.id}
          href={entry.href}
          textValue={entry.label}
          isDisabled={entry.isDisabled}
          className={styles.item}
        >
          {entry.label}
        </MenuItem>
      ),
    );

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={changeOpen}>
      <Button variant={triggerVariant} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        {label}
        <Chevron direction="down" />
      </Button>
      {/* A hover menu is non-modal: the page stays usable, as with any navigation dropdown. Pointer
          events of submenus bubble here through React's tree, so they count as inside. */}
      <Popover
        className={styles.popover}
        placement="bottom start"
        isNonModal={openOn === 'hover'}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <AriaMenu className={styles.menu} onAction={handleAction}>
          {renderEntries(items)}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

function Chevron({ direction }: { direction: 'down' | 'right' }) {
  return (
    <svg viewBox="0 0 12 12" className={styles.chevron} aria-hidden="true">
      <path d={direction === 'down' ? 'M2 4l4 4 4-4' : 'M4 2l4 4-4 4'} />
    </svg>
  );
}
