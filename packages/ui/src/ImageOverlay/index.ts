export { ImageOverlay, type ImageOverlayProps } from './ImageOverlay.tsx';
