// Every upload limit of the server, once: the screens state and check them before sending, the mocks enforce them.
// The sizes and types are designed (spec §7 names the upload calls, not their limits) and the Laravel rules match.

/** What one upload call takes. */
export interface UploadLimit {
  /** Accepted types, as in `<input accept>`: MIME types, `image/*` wildcards and `.ext` extensions. */
  accept: readonly string[];
  /** The largest file, in bytes. */
  maxBytes: number;
}

const MB = 1024 * 1024;

/**
 * Raster images only: an uploaded SVG is served as a download (it could carry script), so SVG drawings go through
 * the icon manager, which sanitises them.
 */
const rasterImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const uploadLimits = {
  /** The file manager when it lists images only (a product or category picture). */
  fileImage: { accept: rasterImageTypes, maxBytes: 10 * MB },
  /** The file manager: raster images and PDF documents. */
  file: { accept: [...rasterImageTypes, 'application/pdf'], maxBytes: 10 * MB },
  /** An icon is a small SVG drawing (sanitised on upload). */
  icon: { accept: ['image/svg+xml', '.svg'], maxBytes: 100 * 1024 },
  /** A product picture in the admin (as the verification flow's). */
  productImage: { accept: ['image/*'], maxBytes: 10 * MB },
  /** A picture sent with a product verification link. */
  tempImage: { accept: ['image/*'], maxBytes: 10 * MB },
  /** An operation document: PDF, Word, Excel, JPEG and PNG. */
  operationDocument: {
    accept: [
      'application/pdf',
      '.pdf',
      'application/msword',
      '.doc',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
      'application/vnd.ms-excel',
      '.xls',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      '.xlsx',
      'image/jpeg',
      '.jpg',
      '.jpeg',
      'image/png',
      '.png',
    ],
    maxBytes: 20 * MB,
  },
} as const satisfies Record<string, UploadLimit>;

/** Whether a file's type or name matches one entry of an accept list (case-insensitive). */
function matches(file: { name: string; type: string }, entry: string): boolean {
  const pattern = entry.toLowerCase();
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
  if (pattern.endsWith('/*')) return file.type.toLowerCase().startsWith(pattern.slice(0, -1));
  return file.type.toLowerCase() === pattern;
}

/** Why the server would refuse a file: its type, its size, or nothing in it; null when it is taken. */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  limit: UploadLimit,
): 'type' | 'size' | 'empty' | null {
  if (!limit.accept.some((entry) => matches(file, entry))) return 'type';
  if (file.size > limit.maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}
