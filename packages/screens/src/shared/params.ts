// Route and query parameters as screens read them: what cannot be valid reads as missing or as the default.

/** A route's numeric id (`/categories/12`), or null when it is not a positive whole number. */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A `page` query parameter as a page number; anything else is the first page. */
export function pageParam(value: string | null): number {
  const page = routeId(value ?? undefined);
  return page ?? 1;
}
