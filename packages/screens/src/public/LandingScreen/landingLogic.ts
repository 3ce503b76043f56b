// The landing page's decisions, without React: where a hash points, who is looking, what the partner form holds.
import { defaultRegion, type PartnerEnquiry, regions } from '@factory/api';
import { type LandingSectionId, landingSections } from '../content.ts';

/** The section the page opens on: `/` redirects to `#home` (spec §2). */
export const homeSection: LandingSectionId = 'home';

/** The landing section a URL hash names (`#about` → `about`), or undefined for an empty or unknown hash. */
export function sectionOfHash(hash: string): LandingSectionId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return landingSections.find((section) => section.id === id)?.id;
}

/** Whether the URL has no hash yet, so the page must put `#home` in its place (replacing, not pushing). */
export const needsHomeHash = (hash: string): boolean => hash.replace(/^#/, '') === '';

const visitorKinds = ['unknown', 'customer', 'visitor'] as const;
/** `unknown` while the session is being checked; `customer` when logged in; `visitor` otherwise. */
export type VisitorKind = (typeof visitorKinds)[number];

/** The partner form as it starts, and as it is cleared after a successful send: region Asia (spec §5). */
export const emptyEnquiry: PartnerEnquiry = { email: '', company: '', region: defaultRegion, comment: '' };

/** The partner form's text fields, by their `name`. */
export const enquiryTextFields = ['email', 'company', 'comment'] as const;

/** The region select's choices, in the spec's order. */
export const regionOptions = regions.map((region) => ({ id: region.code, label: region.label }));
