import type { ProductImage } from '@factory/api';

/** The first picture of a product, for cards. */
export const coverImage = (images: readonly ProductImage[]) => images[0]?.url ?? null;
