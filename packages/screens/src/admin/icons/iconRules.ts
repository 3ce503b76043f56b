// The icon manager's rules in plain TypeScript.

/** Icons are SVG drawings only (raster pictures belong in the file manager). */
export const iconAcceptedTypes: readonly string[] = ['image/svg+xml', '.svg'];

/** The largest icon file, in bytes (100 KB). */
export const iconMaxBytes = 100 * 1024;

export const iconLimitsText =
  'SVG drawings, up to 100 KB each. Scripts, event handlers and outside references are removed on upload.';

/** The ui Icon's sizes in pixels (sm, md, lg, xl, xxl): each icon is previewed at every one. */
export const iconPreviewSizes = [16, 20, 24, 32, 48] as const;

/** Why an icon file is refused before sending, or null. */
export function iconUploadProblem(file: { name: string; type: string; size: number }): string | null {
  const isSvg = file.type === 'image/svg+xml' || (file.type === '' && /\.svg$/i.test(file.name));
  if (!isSvg) return 'Not an SVG image.';
  if (file.size > iconMaxBytes) return 'Larger than 100 KB.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
