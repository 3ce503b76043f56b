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

/** A row of the "new products" report. */
export const newProductRowSchema = z.object({
  id: productIdSchema,
  parent_code: z.string(),
  title: z.string(),
  image_count: z.number(),
  created_at: timestamp,
});
export type NewProductRow = z.infer<typeof newProductRowSchema>;

/** A row of the "new products' images" report: one image added to a product. */
export const newProductImageRowSchema = z.object({
  id: idSchema,
  product_id: productIdSchema,
  title: z.string(),
  url: z.string(),
  created_at: timestamp,
});
export type NewProductImageRow = z.infer<typeof newProductImageRowSchema>;

/** A row of the file analysis: a stored file and how many records use it (0 = orphan). */
export const fileAnalysisRowSchema = z.object({
  id: idSchema,
  name: z.string(),
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
export const recycleBinTypes = ['product', 'category', 'filter', 'user', 'customer'] as const;
export type RecycleBinType = (typeof recycleBinTypes)[number];

/** A soft-deleted record; a product's `id` is its code (text), other records have numbers. */
export const recycleBinEntrySchema = z.object({
  id: z.union([idSchema, productIdSchema]),
  type: z.enum(recycleBinTypes),
  title: z.string(),
  deleted_at: timestamp,
});
export type RecycleBinEntry = z.infer<typeof recycleBinEntrySchema>;

/** An artisan command staff may run from the dev-commands screen. */
export const devCommandSchema = z.object({ name: z.string(), description: z.string() });
export type DevCommand = z.infer<typeof devCommandSchema>;

export const devCommandResultSchema = z.object({ exit_code: z.number(), output: z.string() });
export type DevCommandResult = z.infer<typeof devCommandResultSchema>;
