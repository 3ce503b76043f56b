// The product page's names for its pictures and downloads.
import type { ProductId } from '@factory/api';

/** The gallery's picture names: "Image 2 of 5". */
export const imagePositionLabel = (index: number, total: number) => `Image ${index + 1} of ${total}`;

/** The file name the product's zip of images is saved as. */
export const imagesZipName = (id: ProductId) => `${id}-images.zip`;
