export { Scroller, type ScrollerProps } from './Scroller.tsx';
