// Designed shapes of the admin screens the spec names but does not show (confirm with the server team).
import * as z from 'zod/mini';
import { productIdSchema } from './catalog.ts';
import { idSchema, nullableNumber, nullableText, timestamp } from './common.ts';

/** A product access type: which part of the catalogue a customer may see (e.g. "Full catalogue"). */
export const productAccessTypeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: nullableText,
  category_ids: z.array(idSchema),
});
export type ProductAccessType = z.infer<typeof productAccessTypeSchema>;

/** The access type a new customer of an area or company gets unless set otherwise. */
export const patDefaultSchema = z.object({
  id: idSchema,
  product_access_type_id: idSchema,
  area_id: z.nullable(idSchema),
  company_id: z.nullable(idSchema),
});
export type PatDefault = z.infer<typeof patDefaultSchema>;

/** A row of the "products with no images" report. */
export const noImageProductRowSchema = z.object({
  id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  created_at: timestamp,
});
export type NoImageProductRow = z.infer<typeof noImageProductRowSchema>;

/** Designed: where a new product's verification link stands (a temp product of the verification flow). */
const newProductStates = ['waiting', 'locked', 'verified', 'expired'] as const;
export type NewProductState = (typeof newProductStates)[number];

/**
 * Designed: a row of "new products": one temp product of the verification flow, with its link's token (the
 * administrator sends the link) and its state: `waiting` for the invited person, `locked` (is_locked 1, not
 * verified), `verified` (submitted; also locked) or `expired` (the link is past its date).
 */
export const newProductRowSchema = z.object({
  id: idSchema,
  product_id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  state: z.enum(newProductStates),
  token: z.string(),
  image_count: z.number(),
  created_at: timestamp,
  verified_at: z.nullable(timestamp),
});
export type NewProductRow = z.infer<typeof newProductRowSchema>;

/** Designed: what the administrator gives a new product before sending its verification link. */
export interface TempProductInput {
  title: string;
  /** Optional; spaces become hyphens (spec §5). */
  product_id?: string;
  parent_code?: string;
}

/** Designed: a row of "new products' images": one image uploaded through a verification link. */
export const newProductImageRowSchema = z.object({
  id: idSchema,
  temp_product_id: idSchema,
  product_id: productIdSchema,
  title: z.string(),
  state: z.enum(newProductStates),
  url: z.string(),
});
export type NewProductImageRow = z.infer<typeof newProductImageRowSchema>;

/** A row of the file analysis: a stored file and how many records use it (0 = orphan). */
export const fileAnalysisRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Designed: the path of the file's folder in the media bucket, e.g. `categories` or `uploads/2026`; `''` = root. */
  folder: z.string(),
  url: z.string(),
  mime_type: nullableText,
  size: z.number(),
  references: z.number(),
});
export type FileAnalysisRow = z.infer<typeof fileAnalysisRowSchema>;

/** A row of the cargo analysis: shipping measures of a product and the fields still missing. */
export const cargoAnalysisRowSchema = z.object({
  product_id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  volume: nullableNumber,
  weight_gross: nullableNumber,
  missing: z.array(z.string()),
});
export type CargoAnalysisRow = z.infer<typeof cargoAnalysisRowSchema>;

/** Record types the recycle bin holds (the route data-recycle/product shows one of them). */
export const recycleBinTypes = ['product', 'category', 'filter', 'user', 'customer', 'area', 'company'] as const;
export type RecycleBinType = (typeof recycleBinTypes)[number];

/** A soft-deleted record; a product's `id` is its code (text), other records have numbers. */
export const recycleBinEntrySchema = z.object({
  id: z.union([idSchema, productIdSchema]),
  type: z.enum(recycleBinTypes),
  title: z.string(),
  deleted_at: timestamp,
  /** Designed: the name of the user who deleted it; null when not recorded. */
  deleted_by: z.nullable(z.string()),
});
export type RecycleBinEntry = z.infer<typeof recycleBinEntrySchema>;

/** An artisan command staff may run from the dev-commands screen. */
export const devCommandSchema = z.object({ name: z.string(), description: z.string() });
export type DevCommand = z.infer<typeof devCommandSchema>;

export const devCommandResultSchema = z.object({ exit_code: z.number(), output: z.string() });
export type DevCommandResult = z.infer<typeof devCommandResultSchema>;
