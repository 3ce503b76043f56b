// Uploads are served as what their bytes are, never as what the uploader said: an uploaded .html or .svg must not
// run as a page on the app's origin.

/** Raster image types a browser shows and never runs, told by their first bytes. */
const signatures: readonly { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    matches: (b) =>
      String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' || String.fromCharCode(...b.slice(0, 6)) === 'GIF89a',
  },
  {
    type: 'image/webp',
    matches: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
];

/** The image type the bytes really are, or null for anything else (HTML, SVG, scripts, documents). */
export function sniffImageType(bytes: Uint8Array): string | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** The headers an uploaded file is served with: inline only as a sniffed image, otherwise as an attachment. */
export async function uploadHeaders(file: Blob, path: string): Promise<Record<string, string>> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (type) return { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
  const name = (path.split('/').pop() ?? 'download').replace(/["\\\r\n]/g, '_');
  return {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${name}"`,
    'X-Content-Type-Options': 'nosniff',
  };
}
