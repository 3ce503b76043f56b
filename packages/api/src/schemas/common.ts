// Shared field shapes and Laravel's response envelopes.
import * as z from 'zod/mini';

/**
 * Database ids are positive integers. Laravel sends a foreign key the model just took from form input as the text it
 * arrived as (`"role_id": "4"` on a created user, unless the model casts it): digits are read as the number.
 */
export const idSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((id) => Number(id)),
);

/** A nullable text column (Laravel sends `null`, never omits it). */
export const nullableText = z.nullable(z.string());

/** A nullable decimal column (dimensions, weights, volume), sent as a JSON number. */
export const nullableNumber = z.nullable(z.number());

/** True for text a Date can read (ISO 8601 as Laravel sends it); "n/a" or "" is not. */
const isDateText = (value: string) => !Number.isNaN(Date.parse(value));

/**
 * Laravel's `created_at`/`updated_at`: ISO 8601 text, e.g. `2026-01-31T09:00:00.000000Z`. A value that is not a
 * date becomes null: a screen shows no date rather than the whole list being rejected or a formatter throwing.
 */
export const timestamp = z.catch(z.nullable(z.string().check(z.refine(isDateText))), null);

/**
 * A URL the screens may use as a link: `https:`/`http:` absolute URLs (kept absolute, e.g. storage buckets) and
 * same-origin paths (`/…`, not the protocol-relative `//host`); anything else (`javascript:`, `data:`) is null.
 */
function safeLinkUrl(value: string): string | null {
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link URL in an answer; unsafe or unreadable ones become null (the screen shows no link). */
export const linkUrl = z.catch(z.nullable(z.pipe(z.string(), z.transform(safeLinkUrl))), null);

/** A yes/no flag; Laravel sends booleans, or 1/0 from a tinyint column that is not cast. */
export const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value) => value === true || value === 1),
);

/** A 0/1 tinyint flag, as the spec shows for `is_locked`. */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** `{ data: T }`: the envelope of every Laravel API resource. */
export const resource = <T extends z.core.$ZodType>(item: T) => z.object({ data: item });

/** `{ data: T[] }`: a resource collection without pagination. */
export const collection = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ message }`: what Laravel answers for actions without a resource (sent, reset, …). */
export const messageSchema = z.object({ message: z.string() });
