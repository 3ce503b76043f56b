// A record's id as an address or a request names it. The server's ids are positive whole numbers written in plain
// decimal; any other spelling (`0x10`, `1e1`, ` 7`, `07`, `+7`) names no record, so the screens answer Not found and
// the mocks 404 instead of opening another record than the one written.

/** The id a path segment or parameter names, or null when it is not a positive integer written in plain decimal. */
export function recordId(text: string | null | undefined): number | null {
  if (text == null || !/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
