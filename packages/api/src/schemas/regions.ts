// The partner enquiry's sales regions, apart from the schemas: the landing page lists them without loading zod.
/** Partner-enquiry region codes in the order the form lists them; Asia is the default (spec §5). */
export const regionCodes = ['as', 'af', 'au', 'eu', 'na', 'sa'] as const;
export type RegionCode = (typeof regionCodes)[number];
const regionLabels: Record<RegionCode, string> = {
  as: 'Asia',
  af: 'Africa',
  au: 'Australia',
  eu: 'Europe',
  na: 'North America',
  sa: 'South America',
};
/** Code and label of every region, for a select. */
export const regions = regionCodes.map((code) => ({ code, label: regionLabels[code] }));
export const defaultRegion: RegionCode = 'as';
