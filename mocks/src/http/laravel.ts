/**
 * How a Laravel backend answers: JSON resources, error bodies, pagination, and request input parsed the way
 * `$request->input()` sees it (JSON, multipart or urlencoded, with `a[b][0]` bracket keys).
 */

import type { FieldErrors, Paginated, RawPageLink, ValidationErrorBody } from '@factory/api';
import { HttpResponse } from 'msw';

/** Laravel's default texts for the error statuses. */
const errorMessages = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found',
  419: 'CSRF token mismatch.',
  500: 'Server Error',
} as const;

export type ErrorStatus = keyof typeof errorMessages;

// MSW's HttpResponse keeps `Set-Cookie` (a browser drops it from a plain Response) and, in the browser, stores it
// in document.cookie, so the session cookies work in every way the handlers are served.
export const json = (body: unknown, init: ResponseInit = {}): Response => HttpResponse.json(body as never, init);

export const noContent = (init: ResponseInit = {}): Response => new HttpResponse(null, { ...init, status: 204 });

export const errorResponse = (status: ErrorStatus, message: string = errorMessages[status]) =>
  json({ message }, { status });

/** Field errors keyed like Laravel's (`categories.0.id`): @factory/api's type, re-exported for the handlers. */
export type { FieldErrors };

/** The 422 body: the first message, "(and N more errors)", and every field's messages. */
export function validationResponse(errors: FieldErrors): Response {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message = `${messages[0] ?? 'The given data was invalid.'}${more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : ''}`;
  const body: ValidationErrorBody = { message, errors };
  return json(body, { status: 422 });
}

// ---------------------------------------------------------------------------------------------------------------
// Pagination

/** Laravel's UrlWindow with `onEachSide = 3`: which page numbers are listed, `null` for a "..." gap. */
export function pageWindow(current: number, last: number, onEachSide = 3): (number | null)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last < onEachSide * 2 + 8) return range(1, last);
  const window = onEachSide + 4;
  if (current <= window) return [...range(1, window + onEachSide), null, last - 1, last];
  if (current > last - window) return [1, 2, null, ...range(last - (window + onEachSide - 1), last)];
  return [1, 2, null, ...range(current - onEachSide, current + onEachSide), null, last - 1, last];
}

/**
 * A page of `items` as a Laravel API resource collection (`data`, `links`, `meta`), with page URLs that keep the
 * other query parameters (`withQueryString()`), as the screens follow them.
 */
export function paginate<T>(items: readonly T[], url: URL, page: number, perPage: number): Paginated<T> {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (n: number) => {
    const query = new URLSearchParams(url.search);
    query.set('page', String(n));
    return `${path}?${query}`;
  };
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  const prev = page > 1 ? page - 1 : null;
  const next = page < lastPage ? page + 1 : null;
  const links: RawPageLink[] = [
    { url: prev ? pageUrl(prev) : null, label: '&laquo; Previous', page: prev, active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === null
        ? { url: null, label: '...', page: null, active: false }
        : { url: pageUrl(n), label: String(n), page: n, active: n === page },
    ),
    { url: next ? pageUrl(next) : null, label: 'Next &raquo;', page: next, active: false },
  ];
  return {
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: prev ? pageUrl(prev) : null,
      next: next ? pageUrl(next) : null,
    },
    meta: {
      current_page: page,
      from: data.length > 0 ? start + 1 : null,
      last_page: lastPage,
      links,
      path,
      per_page: perPage,
      to: data.length > 0 ? start + data.length : null,
      total,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Request input

export type Input = Record<string, unknown>;

/** Key segments that would reach an object's prototype (`__proto__[x]`, `constructor[prototype][x]`). */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets `a[b][0]` style keys into nested objects and arrays, as PHP parses form fields; prototype keys are dropped. */
function setBracketed(target: Input, key: string, value: unknown) {
  const [head = key, ...rest] = key.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
  let node: Record<string, unknown> | unknown[] = target;
  const path = [head, ...rest];
  if (path.some((part) => prototypeKeys.has(part))) return;
  path.forEach((part, index) => {
    const isLast = index === path.length - 1;
    const container = node as Record<string, unknown>;
    const name = part === '' && Array.isArray(node) ? String(node.length) : part;
    if (isLast) {
      container[name] = value;
      return;
    }
    const nextIsIndex = path[index + 1] === '' || /^\d+$/.test(path[index + 1] ?? '');
    container[name] ??= nextIsIndex ? [] : {};
    node = container[name] as Record<string, unknown>;
  });
}

export function formToObject(form: FormData | URLSearchParams): Input {
  const result: Input = {};
  for (const [key, value] of form.entries()) setBracketed(result, key, value);
  return result;
}

/** The request's input from its JSON, multipart or urlencoded body (empty for a body-less request). */
export async function readInput(request: Request): Promise<Input> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    if (text.trim() === '') return {};
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Input) : {};
  }
  if (type.includes('multipart/form-data')) return formToObject(await request.formData());
  if (type.includes('application/x-www-form-urlencoded'))
    return formToObject(new URLSearchParams(await request.text()));
  return {};
}

/** A truthy flag as Laravel's `$request->boolean()` reads it. */
export const isTruthy = (value: unknown) =>
  value === true || value === 1 || ['1', 'true', 'on', 'yes'].includes(String(value));
