/** What the logic needs of a file (a `File` has all of it). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  lastModified: number;
}

/**
 * Whether a file matches an accept list like `<input accept>`: MIME types (`image/png`), wildcards
 * (`image/*`) and extensions (`.jpg`), case-insensitive. An empty list accepts everything.
 */
export function isAccepted(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

const sameFile = (a: FileLike, b: FileLike) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files: those outside the accept list are rejected (to be shown), a file already chosen is not
 * added twice, and with `multiple` off the newest accepted file replaces the current one.
 */
export function addFiles<T extends FileLike>(
  current: readonly T[],
  added: readonly T[],
  { accept, multiple }: { accept: readonly string[]; multiple: boolean },
): { files: T[]; rejected: T[] } {
  const rejected = added.filter((file) => !isAccepted(file, accept));
  const fresh = added
    .filter((file) => isAccepted(file, accept))
    .filter((file, index, all) => all.findIndex((other) => sameFile(other, file)) === index)
    .filter((file) => !current.some((chosen) => sameFile(chosen, file)));
  if (!multiple) {
    const last = fresh.at(-1);
    return { files: last ? [last] : [...current], rejected };
  }
  return { files: [...current, ...fresh], rejected };
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const largeUnits = ['MB', 'GB', 'TB'] as const;

/** A size people read: 512 B, 14 KB, 2.4 MB, 10 MB, 1.5 GB (binary units, as upload limits are stated). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${Math.round(bytes / 1024)} KB`;
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), 1 + largeUnits.length);
  return `${oneDecimal.format(bytes / 1024 ** power)} ${largeUnits[power - 2]}`;
}
