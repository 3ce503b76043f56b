// CSV of a list as the spreadsheet programs staff use read it (RFC 4180), written by hand: a few lines, tested
// here, where a parser library would add its reading half to the admin's code for nothing (docs/decisions.md).

/** The text of one cell: its own text when it shows text, otherwise the row value it shows (a link's name). */
export function csvCellText(content: unknown, value: unknown): string {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text a spreadsheet would run as
 * a formula (= + - @, a tab or a carriage return first) gets a leading apostrophe (OWASP's CSV injection advice);
 * numbers are left as they are.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: the header line and one line per record, CRLF between lines (RFC 4180). */
export function toCsv(headers: readonly string[], records: readonly (readonly string[])[]): string {
  return [headers, ...records].map((fields) => fields.map(csvField).join(',')).join('\r\n');
}

/** The server's largest page (`per_page` up to 100): an export asks for as few pages as it may. */
export const exportPageSize = 100;

/**
 * Every row a list's query matches, page after page in the list's order, reporting after each page how many came
 * of how many (the progress a large export shows). A failed page rejects the whole export.
 */
export async function fetchAllRows<Row>(
  fetchPage: (page: number) => Promise<{ items: readonly Row[]; lastPage: number; total: number }>,
  onProgress: (done: number, total: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.items);
    lastPage = answer.lastPage;
    onProgress(rows.length, answer.total);
  }
  return rows;
}
