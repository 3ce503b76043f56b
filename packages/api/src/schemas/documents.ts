// Operation documents (shared folders) and the file manager's entries.
import * as z from 'zod/mini';
import { idSchema, linkUrl, nullableNumber, nullableText, timestamp } from './common.ts';

/** Designed: a file inside an operation-document folder. */
export const documentFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Null when the answer's URL is not one a link may use. */
  url: linkUrl,
  mime_type: nullableText,
  size: nullableNumber,
  created_at: timestamp,
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export interface OperationDocumentFolder {
  id: number;
  title: string;
  parent_id: number | null;
  /** Sub-folders; present when asked for with `includeChildren` and on "my documents". */
  children?: OperationDocumentFolder[];
  files?: DocumentFile[];
  /**
   * The titles of the folders above it, from the top, on a folder "my documents" lists at its top whose parent is not
   * shared with the user (they could not tell "Projects 2025 / Q4" from "Projects 2026 / Q4" otherwise); [] at the top.
   */
  path?: string[];
  /**
   * Designed: the customers who may see the folder, by id (PUT …/{id}/access). A folder shared with a customer is
   * shown to them with everything inside it (its sub-folders too).
   */
  customer_ids?: number[];
  /** Designed: the companies whose every customer may see the folder. */
  company_ids?: number[];
}

export const operationDocumentFolderSchema: z.ZodMiniType<OperationDocumentFolder> = z.object({
  id: idSchema,
  title: z.string(),
  parent_id: z.nullable(idSchema),
  get children() {
    return z.optional(z.array(operationDocumentFolderSchema));
  },
  files: z.optional(z.array(documentFileSchema)),
  path: z.optional(z.array(z.string())),
  customer_ids: z.optional(z.array(idSchema)),
  company_ids: z.optional(z.array(idSchema)),
});

const fileEntryKinds = ['file', 'folder'] as const;

/** Designed: a file or folder of the file manager (media storage); `parent_id` null is the root. */
export const fileEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(fileEntryKinds),
  name: z.string(),
  parent_id: z.nullable(idSchema),
  /** Full-size URL of a file; its 600x600 thumbnail sits beside it in `600x600/`. Null for folders. */
  url: nullableText,
  mime_type: nullableText,
  size: nullableNumber,
  updated_at: timestamp,
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** Designed: an icon of the icon manager. */
export const iconSchema = z.object({ id: idSchema, name: z.string(), url: z.string() });
export type Icon = z.infer<typeof iconSchema>;
