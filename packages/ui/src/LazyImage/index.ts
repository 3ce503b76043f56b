export { type ImageFit, imageFits, LazyImage, type LazyImageProps, placeholderImage } from './LazyImage.tsx';
export { thumbnailUrl } from './thumbnail.ts';
