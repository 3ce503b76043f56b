/**
 * The path of a media asset's square thumbnail, which lives beside it in a `<size>x<size>/` folder:
 * `/media/products/p-12-1.svg` → `/media/products/600x600/p-12-1.svg`. Works for absolute URLs and keeps
 * any query string or fragment; a URL already pointing into the thumbnail folder is returned unchanged.
 */
export function thumbnailUrl(url: string, size = 600): string {
  const suffixAt = url.search(/[?#]/);
  const path = suffixAt === -1 ? url : url.slice(0, suffixAt);
  const suffix = url.slice(path.length);
  const nameAt = path.lastIndexOf('/') + 1;
  const folder = `${size}x${size}/`;
  if (path.slice(0, nameAt).endsWith(`/${folder}`)) return url;
  return `${path.slice(0, nameAt)}${folder}${path.slice(nameAt)}${suffix}`;
}
