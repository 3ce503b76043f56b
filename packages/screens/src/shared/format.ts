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

const numberFormats = new Map<number | undefined, Intl.NumberFormat>();
/** Grouped thousands with at most two decimals, or exactly `decimals`; each made on first use, as above. */
function numberFormat(decimals?: number) {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(
      'en',
      decimals === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    numberFormats.set(decimals, format);
  }
  return format;
}

/** A number for people: thousands grouped, at most two decimals ("1,234.5"). */
export const formatNumber = (value: number) => numberFormat().format(value);

/** The units a measure is shown in: a product keeps sides in cm, weights in kg, volume in m³; a buyer sizes in m. */
type MeasureUnit = 'cm' | 'm' | 'kg' | 'm³';

/**
 * A measure with its unit, the one way every screen writes one: as `formatNumber` ("1,250 kg", "1.26 m³"), or with
 * exactly `decimals` where a table lines its figures up ("513.99 m³", "8,745.2 kg"). An unknown measure stays null, so
 * each screen says in its own words that it is not recorded.
 */
export function formatMeasure(value: number, unit: MeasureUnit, options?: { decimals?: number }): string;
export function formatMeasure(value: number | null, unit: MeasureUnit, options?: { decimals?: number }): string | null;
export function formatMeasure(value: number | null, unit: MeasureUnit, { decimals }: { decimals?: number } = {}) {
  return value === null ? null : `${numberFormat(decimals).format(value)} ${unit}`;
}

/**
 * Height × width × length in metres, each named ("H 2.45 × W 1.2 × L 3.3 m"), from the sides kept in centimetres:
 * height first, as a buyer asks "how tall", and every card, row and page reads alike. Null unless all three are known.
 */
export function formatDimensions(product: Pick<Product, 'dimension_length' | 'dimension_width' | 'dimension_height'>) {
  const { dimension_length: l, dimension_width: w, dimension_height: h } = product;
  if (l === null || w === null || h === null) return null;
  return `H ${formatNumber(h / 100)} × W ${formatNumber(w / 100)} × L ${formatMeasure(l / 100, 'm')}`;
}

/** A share 0–1 as a percentage with one decimal, so a column of them lines up: "96.8 %". */
export const formatPercent = (share: number) => `${numberFormat(1).format(share * 100)} %`;

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
