export { PillNav, type PillNavItem, type PillNavProps } from './PillNav.tsx';
