// Request bodies and query strings in the shapes Laravel reads: nested keys as `a[0][b]`.

/** A plain object of fields: a form, a query or a JSON body. */
export type Fields = object;

/** Laravel's bracket key of a nested field: `images` + `0` → `images[0]`. */
const nestedKey = (prefix: string, key: string | number) => (prefix === '' ? String(key) : `${prefix}[${key}]`);

/**
 * Flattens fields into key/value pairs the way PHP parses forms: arrays as `a[0]`, objects as `a[b]`,
 * booleans as `1`/`0` (what Laravel's `boolean` rule accepts), null as an empty string (Laravel turns it
 * back into null), dates as ISO text; files and blobs stay as they are; undefined fields are left out.
 * An empty array sends nothing: a form cannot say "empty list".
 */
export function flattenFields(value: unknown, prefix = ''): Array<[string, string | Blob]> {
  if (value === undefined) return [];
  if (value === null) return [[prefix, '']];
  if (typeof value === 'boolean') return [[prefix, value ? '1' : '0']];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return [[prefix, String(value)]];
  if (value instanceof Date) return [[prefix, value.toISOString()]];
  if (value instanceof Blob) return [[prefix, value]];
  if (typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => flattenFields(item, nestedKey(prefix, key)));
}

/** A multipart body; files keep their names. */
export function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of flattenFields(fields)) form.append(key, value);
  return form;
}

/** `?a=1&b[0]=x` for a GET; files have no place in a query and are refused. */
export function toQueryString(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of flattenFields(fields)) {
    if (typeof value !== 'string') throw new TypeError(`A query parameter cannot carry a file: ${key}`);
    params.append(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Fills `{name}` placeholders of a path template with URL-encoded values. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
