// Number formats of the analysis screens (English, fixed so tables and charts say the same).

const grouped = (digits: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Cubic metres with two decimals: `513.99 m³`. */
export const formatVolume = (m3: number) => `${grouped(2).format(m3)} m³`;

/** Kilograms with one decimal and thousands separators: `8,745.2 kg`. */
export const formatWeight = (kg: number) => `${grouped(1).format(kg)} kg`;

/** A share 0–1 as a percentage with one decimal: `96.8 %`. */
export const formatPercent = (share: number) => `${grouped(1).format(share * 100)} %`;

/** A whole count with thousands separators. */
export const formatCount = (n: number) => grouped(0).format(n);
