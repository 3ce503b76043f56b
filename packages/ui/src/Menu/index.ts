export { type CloseDelay, type CloseDelayOptions, createCloseDelay } from './closeDelay.ts';
export { Menu, type MenuEntry, type MenuOpenMode, type MenuProps, menuOpenModes } from './Menu.tsx';
