// How numbers, sizes and dates read on every screen (English, UTC).
import type { Product } from '@factory/api';

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
/** A number for people: thousands grouped, at most two decimals ("1,234.5"). */
export const formatNumber = (value: number) => numberFormat.format(value);

/** Length × width × height in centimetres (designed unit), or null unless all three are known. */
export function formatDimensions(product: Pick<Product, 'dimension_length' | 'dimension_width' | 'dimension_height'>) {
  const { dimension_length: l, dimension_width: w, dimension_height: h } = product;
  if (l === null || w === null || h === null) return null;
  return `${formatNumber(l)} × ${formatNumber(w)} × ${formatNumber(h)} cm`;
}

/** A weight in kilograms (designed unit), or null when unknown. */
export const formatWeight = (kg: number | null) => (kg === null ? null : `${formatNumber(kg)} kg`);

/** A volume in cubic metres (designed unit), or null when unknown. */
export const formatVolume = (m3: number | null) => (m3 === null ? null : `${formatNumber(m3)} m³`);

/** A document's size for people, one decimal: "512 B", "14.2 KB", "3.1 MB" (ui's FileDrop rounds to whole KB). */
export function formatDocumentSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// UTC, so a date reads the same wherever the page is opened (and in screenshots).
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A server timestamp as a date: "6 Jan 2025"; null when there is no date or it is not one (never throws). */
export function formatDate(timestamp: string | null): string | null {
  const date = new Date(timestamp ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
