// The module MenuOnDemand imports when a menu is about to be used: the ui popover with React Aria's menu under it.
export { MenuPopover } from '@factory/ui';
