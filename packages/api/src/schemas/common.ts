// Shared field shapes and Laravel's response envelopes.
import * as z from 'zod/mini';

/** Database ids are positive integers. */
export const idSchema = z.number();

/** A nullable text column (Laravel sends `null`, never omits it). */
export const nullableText = z.nullable(z.string());

/** A nullable decimal column (dimensions, weights, volume), sent as a JSON number. */
export const nullableNumber = z.nullable(z.number());

/** Laravel's `created_at`/`updated_at`: ISO 8601 text, e.g. `2026-01-31T09:00:00.000000Z`. */
export const timestamp = z.string();

/** A 0/1 tinyint flag, as the spec shows for `is_locked`. */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** `{ data: T }`: the envelope of every Laravel API resource. */
export const resource = <T extends z.core.$ZodType>(item: T) => z.object({ data: item });

/** `{ data: T[] }`: a resource collection without pagination. */
export const collection = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ message }`: what Laravel answers for actions without a resource (sent, reset, …). */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
