// The media bucket's use, from the file analysis rows: pure grouping, no React.
import type { FileAnalysisRow } from '@factory/api';

export interface UsageGroup {
  /** The folder path or the file type's label. */
  label: string;
  files: number;
  bytes: number;
}

/** The root folder's label. */
export const rootFolderLabel = '(root)';

/** A file type's label from its MIME type: `image/svg+xml` → `SVG`, `application/pdf` → `PDF`; none → `Unknown`. */
export function fileTypeOf(mime: string | null): string {
  if (!mime) return 'Unknown';
  const subtype = mime.split('/')[1] ?? mime;
  return (subtype.split('+')[0] ?? subtype).replace(/^x-/, '').toUpperCase();
}

function groupBy(rows: readonly FileAnalysisRow[], key: (row: FileAnalysisRow) => string): UsageGroup[] {
  const groups = new Map<string, UsageGroup>();
  for (const row of rows) {
    const label = key(row);
    const group = groups.get(label) ?? { label, files: 0, bytes: 0 };
    group.files += 1;
    group.bytes += row.size;
    groups.set(label, group);
  }
  // Largest first; equal sizes by label, so the order never depends on the rows' order.
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes || a.label.localeCompare(b.label));
}

/** Storage used per folder (files directly in it), largest first. */
export const usageByFolder = (rows: readonly FileAnalysisRow[]) => groupBy(rows, (r) => r.folder || rootFolderLabel);

/** Storage used per file type, largest first. */
export const usageByType = (rows: readonly FileAnalysisRow[]) => groupBy(rows, (r) => fileTypeOf(r.mime_type));

/** The `count` largest files, largest first (equal sizes by name). */
export function largestFiles(rows: readonly FileAnalysisRow[], count = 10): FileAnalysisRow[] {
  return [...rows].sort((a, b) => b.size - a.size || a.name.localeCompare(b.name)).slice(0, count);
}

/** Files no record refers to, largest first. */
export function unreferencedFiles(rows: readonly FileAnalysisRow[]): FileAnalysisRow[] {
  return largestFiles(
    rows.filter((r) => r.references === 0),
    rows.length,
  );
}

/** Referenced and unreferenced storage, for the chart beside the list of unreferenced files. */
export function referenceUsage(rows: readonly FileAnalysisRow[]): UsageGroup[] {
  const sum = (part: readonly FileAnalysisRow[]) => ({
    files: part.length,
    bytes: part.reduce((t, r) => t + r.size, 0),
  });
  return [
    { label: 'Referenced', ...sum(rows.filter((r) => r.references > 0)) },
    { label: 'Unreferenced', ...sum(rows.filter((r) => r.references === 0)) },
  ];
}
