// How numbers, sizes and dates read on every screen (English, UTC).
import type { Product } from '@factory/api';

/**
 * A formatter made on first use, not as the module loads: building one loads the browser's locale (and, for dates,
 * time zone) data, about 15 ms on a slow phone, which would join the long task that runs a page's code.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }));
/** A number for people: thousands grouped, at most two decimals ("1,234.5"). */
export const formatNumber = (value: number) => numberFormat().format(value);

/** A length kept in centimetres (the designed unit) in metres, as buyers size a piece: "2.45 m". */
export const formatMetres = (cm: number) => `${formatNumber(cm / 100)} m`;

/**
 * Height × width × length in metres, each named ("H 2.45 × W 1.2 × L 3.3 m"): height first, as a buyer asks "how
 * tall", and every card, row and page reads alike. Null unless all three are known.
 */
export function formatDimensions(product: Pick<Product, 'dimension_length' | 'dimension_width' | 'dimension_height'>) {
  const { dimension_length: l, dimension_width: w, dimension_height: h } = product;
  if (l === null || w === null || h === null) return null;
  return `H ${formatNumber(h / 100)} × W ${formatNumber(w / 100)} × L ${formatMetres(l)}`;
}

/** A weight in kilograms (designed unit), or null when unknown. */
export const formatWeight = (kg: number | null) => (kg === null ? null : `${formatNumber(kg)} kg`);

/** A volume in cubic metres (designed unit), or null when unknown. */
export const formatVolume = (m3: number | null) => (m3 === null ? null : `${formatNumber(m3)} m³`);

// UTC, so a date reads the same wherever the page is opened (and in screenshots).
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));

/** A server timestamp as a date: "6 Jan 2025"; null when there is no date or it is not one (never throws). */
export function formatDate(timestamp: string | null): string | null {
  const date = new Date(timestamp ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? null : dateFormat().format(date);
}

const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);

/** A server timestamp with its time, for what happened when: "20 Nov 2026, 09:00 UTC"; null like `formatDate`. */
export function formatDateTime(timestamp: string | null): string | null {
  const date = new Date(timestamp ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? null : `${dateTimeFormat().format(date)} UTC`;
}
