export { type CloseDelay, type CloseDelayOptions, createCloseDelay } from './closeDelay.ts';
export { Menu, type MenuProps } from './Menu.tsx';
export { MenuButton, type MenuButtonProps, type MenuOpenMode, menuOpenModes } from './MenuButton.tsx';
export { type MenuEntry, MenuPopover, type MenuPopoverFrame, type MenuPopoverProps } from './MenuPopover.tsx';
