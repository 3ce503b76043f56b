import { type PointerEventHandler, type RefObject, useRef } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import {
  Menu as AriaMenu,
  type Key,
  MenuContext,
  MenuItem,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  SubmenuTrigger,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';
import { Chevron } from './Chevron.tsx';
import * as styles from './Menu.css.ts';

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

/** What a `MenuButton` gives the popover it opens (spread them onto `MenuPopover`). */
export interface MenuPopoverFrame {
  /** Open or closed, and where focus goes when it opens (React Aria's menu trigger state). */
  state: RootMenuTriggerState;
  /** The menu's props from `useMenuTrigger` (labelled by the trigger, closes the state, focus strategy). */
  menuProps: AriaMenuOptions<unknown>;
  /** The trigger button: the popover is placed against it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** A hover menu does not trap the page: it is non-modal. */
  isNonModal: boolean;
  /** Pointer over the popover (and its submenus) keeps the menu open; leaving it starts the close delay. */
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
}

export interface MenuPopoverProps extends MenuPopoverFrame {
  /** The menu's entries; nested `children` become submenus. */
  items: readonly MenuEntry[];
  /** Called with the id of an entry without `href` when the user chooses it. */
  onAction?: (id: Key) => void;
}

/**
 * The open part of a `Menu`: the popover with the entries and their submenus (React Aria Menu: APG menu keyboard,
 * type-ahead). Rendered inside a `MenuButton`, which it opens from; a consumer may load it only once it is wanted.
 */
export function MenuPopover({
  items,
  onAction,
  state,
  menuProps,
  triggerRef,
  isNonModal,
  onPointerEnter,
  onPointerLeave,
}: MenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
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

  // What React Aria's MenuTrigger provides to the menu and popover inside it (see MenuButton).
  // A hover menu is non-modal: the page stays usable, as with any navigation dropdown. Pointer events of submenus
  // bubble here through React's tree, so they count as inside.
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <Popover
        className={styles.popover}
        placement="bottom start"
        isNonModal={isNonModal}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <AriaMenu className={styles.menu} onAction={handleAction}>
          {renderEntries(items)}
        </AriaMenu>
      </Popover>
    </Provider>
  );
}
