// Code a page needs only once the user is about to use something (a menu, a dialog): fetched on intent (the pointer
// over a control, focus, a press), so the page's first load stays small. The landing has its own version
// (public/LandingScreen/onDemand.tsx) for its dialogs and region select.
import { MenuButton, type MenuProps } from '@factory/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

export interface OnDemand<Props> {
  /** Renders the component once its code has arrived; suspends until then (render it inside `Suspense`). */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts fetching the code; every call answers the same promise, and a failed fetch may be tried again. */
  preload: () => Promise<ComponentType<Props>>;
}

/** A component whose code is fetched when first rendered or preloaded, not with the page. */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { preload, Component: lazy(async () => ({ default: await preload() })) };
}

const menuPopover = onDemand(async () => (await import('./menuPopover.ts')).MenuPopover);

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
            <menuPopover.Component {...popover} items={items} onAction={onAction} />
          </Suspense>
        )
      }
    </MenuButton>
  );
}
