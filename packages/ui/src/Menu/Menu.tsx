import type { Key } from 'react-aria-components';
import { MenuButton, type MenuButtonProps } from './MenuButton.tsx';
import { type MenuEntry, MenuPopover } from './MenuPopover.tsx';

export { type MenuButtonProps, type MenuOpenMode, menuOpenModes } from './MenuButton.tsx';
export type { MenuEntry };

export interface MenuProps extends Omit<MenuButtonProps, 'children' | 'onIntent'> {
  /** The menu's entries; nested `children` become submenus. */
  items: readonly MenuEntry[];
  /** Called with the id of an entry without `href` when the user chooses it. */
  onAction?: (id: Key) => void;
}

/**
 * A menu button with nested submenus (React Aria Menu: APG menu keyboard, type-ahead). Once the
 * pointer leaves both the trigger and the open menus, the menu closes after `closeDelay` ms unless
 * the pointer comes back first.
 */
export function Menu({ items, onAction, ...button }: MenuProps) {
  return (
    <MenuButton {...button}>{(popover) => <MenuPopover {...popover} items={items} onAction={onAction} />}</MenuButton>
  );
}
