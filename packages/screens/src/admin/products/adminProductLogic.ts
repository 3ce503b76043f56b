// Pure logic of the admin product screens: the form's values and input, image order and uploads.
import {
  measuresFrom,
  type NewProductInput,
  type Product,
  type ProductImage,
  type ProductMeasure,
  productIdFromInput,
  unknownMeasures,
  uploadLimits,
} from '@factory/api';
import type { ChipItem } from '@factory/ui';
import type { UploadRules } from '../../shared/upload/index.ts';
import { noChanges, type SetChanges } from '../generic/setChanges.ts';

/** The product's fields as the form holds them: text, numbers (`null` when empty) and its categories as chips. */
export interface ProductValues extends Record<ProductMeasure, number | null> {
  id: string;
  parent_code: string;
  title: string;
  description: string;
  is_locked: boolean;
  categories: ChipItem[];
  /** Filter choices ticked or unticked since the last save, by `filterChoiceKey`; they wait for Save. */
  filter_changes: SetChanges;
  /** Access types switched since the last save, by id: on = its customers may not wishlist the product. */
  wishlist_changes: SetChanges;
  /** A new product's pictures, sent with its create so customers never see it without them. */
  images: File[];
}

/** What a product's form sends: its fields (a new one's pictures too) and the choices changed since the last save. */
export type ProductSave = NewProductInput & Partial<Pick<ProductValues, 'filter_changes' | 'wishlist_changes'>>;

/** A filter choice as a member of the product's chosen set. */
export const filterChoiceKey = (filterId: number, choiceId: number) => `${filterId}:${choiceId}`;

/** The filter and choice ids of a `filterChoiceKey`. */
export const filterChoiceOf = (key: string): [number, number] => {
  const [filterId = 0, choiceId = 0] = key.split(':').map(Number);
  return [filterId, choiceId];
};

export const emptyProductValues: ProductValues = {
  id: '',
  parent_code: '',
  title: '',
  description: '',
  ...unknownMeasures(),
  is_locked: false,
  categories: [],
  filter_changes: noChanges,
  wishlist_changes: noChanges,
  images: [],
};

export function productValuesOf(product: Product): ProductValues {
  return {
    id: product.id,
    parent_code: product.parent_code,
    title: product.title,
    description: product.description ?? '',
    ...measuresFrom(product, (measure) => measure),
    is_locked: product.is_locked === 1,
    categories: product.categories.map((category) => ({ id: category.id, value: category.title })),
    filter_changes: noChanges,
    wishlist_changes: noChanges,
    images: [],
  };
}

/** A number field's value: NaN (an emptied field) is nothing. */
const numberOrNull = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** What the form sends; a new product's id has its spaces turned into hyphens (spec §5, the api's one rule). */
export function productInputOf(values: ProductValues, mode: 'create' | 'edit' = 'create'): ProductSave {
  return {
    // A new product takes its pictures and filter choices with its create; a record sends its changed choices.
    ...(mode === 'edit'
      ? { filter_changes: values.filter_changes, wishlist_changes: values.wishlist_changes }
      : { filter_changes: values.filter_changes, images: values.images }),
    id: productIdFromInput(values.id),
    parent_code: values.parent_code.trim(),
    title: values.title.trim(),
    description: values.description.trim() || null,
    ...measuresFrom(values, numberOrNull),
    is_locked: values.is_locked ? 1 : 0,
    categories: values.categories.map((category) => Number(category.id)),
  };
}

/** The help under a new product's id: what it will be saved as, when that differs from what was typed. */
export function savedIdHint(typed: string): string {
  const saved = productIdFromInput(typed);
  return saved !== '' && saved !== typed ? `Will be saved as ${saved}.` : 'Spaces become hyphens.';
}

/** The images with the one at `index` moved by `step` places (−1 earlier, +1 later); out of range: unchanged. */
export function moveImage(images: readonly ProductImage[], index: number, step: -1 | 1): ProductImage[] {
  const target = index + step;
  if (index < 0 || index >= images.length || target < 0 || target >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** @factory/api's limit of a product picture, with the types as the screen states them. */
export const productImageRules: UploadRules = {
  limit: uploadLimits.productImage,
  types: 'Images only (JPEG, PNG, WebP, GIF or SVG)',
};

/** Why a locked product's images cannot be added, moved or deleted. */
export const lockedImagesReason = 'The product is locked: switch off “Locked” and save to add, move or delete images.';

/** Why a locked product cannot be deleted. */
export const lockedDeleteReason = 'A locked product cannot be deleted: switch off “Locked” and save first.';

/** The products list's Code column in px: the longest code (17 characters, "DINO-SKEL-0134-01") whole. */
export const codeColumnWidth = 200;

/** Its Parent code column: the longest parent code (14 characters, "DINO-SKEL-0134") whole. */
export const parentCodeColumnWidth = 170;

/** What the products list says of a product without images. */
export const noImagesText = 'No images';
