import { recordId, type UploadLimit, uploadProblem, validate } from '@factory/api';
import { db, notDeleted } from '../db.ts';
import { errorResponse, type Input, json, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';

/** A row by numeric id from a route parameter, skipping soft-deleted rows. */
export function findRow<T extends { id: number; deleted_at?: string | null }>(
  rows: readonly T[],
  id: string | undefined,
): T | undefined {
  const wanted = recordId(id);
  return rows.find((row) => row.id === wanted && !row.deleted_at);
}

export const notFound = () => errorResponse(404);

/** Laravel's message for an image outside its upload limit (`image|max:<KB>`), or null when it is taken. */
export function imageRefusal(file: File, limit: UploadLimit): string | null {
  const problem = uploadProblem(file, limit);
  if (problem === 'type') return 'The file must be an image.';
  return problem === 'size' ? messages.max(limit.maxBytes / 1024) : null;
}

/** `{ data }` with status 200, or 201 for a created row. */
export const resourceResponse = (data: unknown, status = 200) => json({ data }, { status });

/** Runs Laravel-style validation: a 422 response when it fails, null when the input passes. */
export function invalid(input: Input, rules: Rules): Response | null {
  const errors = validate(rules, input);
  return Object.keys(errors).length > 0 ? validationResponse(errors) : null;
}

/** A query flag as Laravel's `$request->boolean()` reads it. */
export const queryFlag = (query: URLSearchParams, name: string) =>
  ['1', 'true', 'on', 'yes'].includes(query.get(name) ?? '');

/** A list in the query as PHP reads it: `name[]=a&name[]=b` or `name[0]=a&name[1]=b`, in order. */
export function arrayParam(query: URLSearchParams, name: string): string[] {
  const item = new RegExp(`^${name}\\[\\d*\\]$`);
  return [...query.entries()].filter(([key]) => item.test(key)).map(([, value]) => value);
}

/** A value from input as a nullable number (`''`/null → null). */
export const numberOrNull = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : Number(value);

/** Rule: the value is the id of a live row of `rows`. */
export const exists =
  (rows: () => readonly { id: number | string; deleted_at?: string | null }[]) =>
  (value: unknown): string | null =>
    rows().some((row) => row.id === Number(value) && !row.deleted_at) ? null : messages.in;

/** The files among the input values of a field (multipart `files[]` arrives as a list or a single file). */
export function filesOf(value: unknown): File[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
}

export const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const liveProduct = (id: unknown) => notDeleted(db.products).find((p) => p.id === String(id));

export const productRule = (value: unknown) => (liveProduct(value) ? null : messages.in);
