// The server keeps a square thumbnail beside every media asset (docs/decisions.md, Media).

/** The side of the thumbnails the server generates, in pixels. */
export const thumbnailSize = 600;

const thumbnailFolder = (size: number) => `${size}x${size}/`;

/** True for the path of a thumbnail (a file inside a `600x600/` folder). */
export function isThumbnailPath(path: string, size = thumbnailSize): boolean {
  return path.includes(`/${thumbnailFolder(size)}`);
}

/**
 * The path of a media asset's square thumbnail, which lives beside it in a `<size>x<size>/` folder:
 * `/media/products/p-12-1.svg` → `/media/products/600x600/p-12-1.svg`. Works for absolute URLs and keeps
 * any query string or fragment; a URL already pointing into the thumbnail folder is returned unchanged.
 */
export function thumbnailUrl(url: string, size = thumbnailSize): string {
  const suffixAt = url.search(/[?#]/);
  const path = suffixAt === -1 ? url : url.slice(0, suffixAt);
  const suffix = url.slice(path.length);
  const nameAt = path.lastIndexOf('/') + 1;
  const folder = thumbnailFolder(size);
  if (path.slice(0, nameAt).endsWith(`/${folder}`)) return url;
  return `${path.slice(0, nameAt)}${folder}${path.slice(nameAt)}${suffix}`;
}
