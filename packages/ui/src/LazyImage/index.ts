export { type ImageFit, imageFits, LazyImage, type LazyImageProps, placeholderImage } from './LazyImage.tsx';
