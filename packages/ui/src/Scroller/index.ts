export { Scroller, type ScrollerProps } from './Scroller.tsx';
export { slidePositionLabel } from './scrollerLogic.ts';
