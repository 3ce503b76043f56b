// Number formats of the analysis screens (English, fixed so tables and charts say the same).

const grouped = (digits: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Bytes in SI units: `950 B`, `6.8 kB`, `1.2 MB`, `3.4 GB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${grouped(1).format(value)} ${units[unit]}`;
}

/** Cubic metres with two decimals: `513.99 m³`. */
export const formatVolume = (m3: number) => `${grouped(2).format(m3)} m³`;

/** Kilograms with one decimal and thousands separators: `8,745.2 kg`. */
export const formatWeight = (kg: number) => `${grouped(1).format(kg)} kg`;

/** A share 0–1 as a percentage with one decimal: `96.8 %`. */
export const formatPercent = (share: number) => `${grouped(1).format(share * 100)} %`;

/** A whole count with thousands separators. */
export const formatCount = (n: number) => grouped(0).format(n);
