// Code a page needs only once the user is about to use something (a menu, a dialog): fetched on intent (the pointer
// over a control, focus, a press), so the page's first load stays small. The landing has its own version
// (public/LandingScreen/onDemand.tsx) for its dialogs and region select.
import { MenuButton, type MenuProps } from '@factory/ui';
import { lazy, Suspense, useState } from 'react';
import { loadWhileHere } from './moduleLoad.ts';

// The popover's own module, so that the chunk fetched on intent holds only it (and React Aria's menu under it).
const loadMenuPopover = loadWhileHere(() => import('./menuPopover.ts'));
const MenuPopover = lazy(async () => ({ default: (await loadMenuPopover()).MenuPopover }));

/**
 * The ui `Menu`, its trigger at once and its popover (React Aria's menu, popover, focus and collection code) fetched
 * when the menu is about to be used: the pointer over the button, focus on it, or opening it. Until the code has
 * arrived the button says the menu is open and nothing shows; the menu then opens as it would have (a keyboard open
 * still focuses the first entry).
 */
export function MenuOnDemand({ items, onAction, ...button }: MenuProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <MenuButton {...button} onIntent={() => setWanted(true)}>
      {(popover) =>
        wanted && (
          <Suspense fallback={null}>
            <MenuPopover {...popover} items={items} onAction={onAction} />
          </Suspense>
        )
      }
    </MenuButton>
  );
}
