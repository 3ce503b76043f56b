// Laravel's paginated resource shape, and the normalised page the app works with.
import * as z from 'zod/mini';
import { decodeHtmlEntities } from './htmlEntities.ts';

const pageLinkSchema = z.object({
  url: z.nullable(z.string()),
  /** HTML as Laravel sends it: `&laquo; Previous`, `1`, `...`, `Next &raquo;`. */
  label: z.string(),
  /** Laravel 11+ sends the page number; `null` for the disabled previous/next and for `...`. */
  page: z.optional(z.nullable(z.number())),
  active: z.boolean(),
});
export type RawPageLink = z.infer<typeof pageLinkSchema>;

const paginationLinksSchema = z.object({
  first: z.nullable(z.string()),
  last: z.nullable(z.string()),
  prev: z.nullable(z.string()),
  next: z.nullable(z.string()),
});

const paginationMetaSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  links: z.array(pageLinkSchema),
  path: z.optional(z.string()),
});
type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** The raw shape `{ data, links, meta }`, exactly as Laravel sends it. */
export const paginatedSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), links: paginationLinksSchema, meta: paginationMetaSchema });

/** Raw paginated response for items of type T (what a mock server must send). */
export interface Paginated<T> {
  data: T[];
  links: z.infer<typeof paginationLinksSchema>;
  meta: PaginationMeta;
}

/** A page link with its label decoded to plain text (`« Previous`) and its page number resolved. */
export interface PageLink {
  url: string | null;
  label: string;
  page: number | null;
  active: boolean;
}

/** One page of items, normalised from Laravel's paginated shape. */
export interface Page<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  /** 1-based index of the first item on this page; `null` when the page is empty. */
  from: number | null;
  to: number | null;
  links: PageLink[];
}

/** The page a link points at: Laravel's `page` field, else the `page` query parameter of its URL. */
function pageOfLink(link: RawPageLink): number | null {
  if (link.page !== undefined && link.page !== null) return link.page;
  if (link.url === null) return null;
  const page = Number(new URL(link.url, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

export function normalisePage<T>(raw: Paginated<T>): Page<T> {
  return {
    items: raw.data,
    currentPage: raw.meta.current_page,
    lastPage: raw.meta.last_page,
    perPage: raw.meta.per_page,
    total: raw.meta.total,
    from: raw.meta.from,
    to: raw.meta.to,
    links: raw.meta.links.map((link) => ({
      url: link.url,
      label: decodeHtmlEntities(link.label),
      page: pageOfLink(link),
      active: link.active,
    })),
  };
}

/** Validates Laravel's paginated shape and hands back the normalised page. */
export const pageSchema = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    paginatedSchema(item),
    z.transform((raw) => normalisePage(raw as Paginated<z.infer<T>>)),
  );
