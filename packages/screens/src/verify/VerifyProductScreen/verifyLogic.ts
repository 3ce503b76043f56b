// The verification flow's rules, without React: the draft the invited person fills in, spec §5's Save rule,
// the generic field rules, where server errors land, and the texts and times of spec §8/§9.
import {
  ApiError,
  fieldError,
  isEmpty,
  type ProductId,
  type ProductImage,
  productIdFromInput,
  type RegionCode,
  regionCodes,
  requiredBy,
  type TempProduct,
  uploadLimits,
  type VerificationInfo,
  type VerificationSubmission,
  verificationInfoRules,
} from '@factory/api';
import { errorMessageOf } from '../../shared/errorMessage.ts';
import type { UploadRules } from '../../shared/upload/index.ts';

/** The five tabs in the spec's order (§2); the ids are the spec's names. */
export const verifyTabs = [
  { id: 'information', label: 'Information' },
  { id: 'category', label: 'Category' },
  { id: 'images', label: 'Images' },
  { id: 'restrictions-and-excemptions', label: 'Restrictions and exemptions' },
  { id: 'related-and-recommended', label: 'Related and recommended' },
] as const;
export type VerifyTabId = (typeof verifyTabs)[number]['id'];

export type InfoKey = keyof VerificationInfo;
type TextKey = 'product_id' | 'parent_code' | 'title' | 'description';
type NumberKey = Exclude<InfoKey, TextKey>;

interface InfoFieldBase<K extends InfoKey> {
  key: K;
  label: string;
}
export type InfoField =
  | (InfoFieldBase<TextKey> & { kind: 'text' | 'textarea' })
  | (InfoFieldBase<NumberKey> & { kind: 'number'; unit: string });

/** The information tab's fields; their rules are the product's own (`verificationInfoRules`, which the server checks). */
export const infoFields: readonly InfoField[] = [
  { key: 'product_id', label: 'Product ID', kind: 'text' },
  { key: 'parent_code', label: 'Parent code', kind: 'text' },
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'description', label: 'Description', kind: 'textarea' },
  { key: 'dimension_length', label: 'Length', kind: 'number', unit: 'cm' },
  { key: 'dimension_width', label: 'Width', kind: 'number', unit: 'cm' },
  { key: 'dimension_height', label: 'Height', kind: 'number', unit: 'cm' },
  { key: 'volume', label: 'Volume', kind: 'number', unit: 'm³' },
  { key: 'weight_net', label: 'Net weight', kind: 'number', unit: 'kg' },
  { key: 'weight_gross', label: 'Gross weight', kind: 'number', unit: 'kg' },
];

/** A chosen item of a chip field, kept as plain data so the draft survives a reload. */
export interface DraftChip<Id extends string | number = string | number> {
  id: Id;
  value: string;
}

/** What the invited person has typed and chosen; the uploaded images live on the server. */
export interface VerificationDraft {
  info: { [K in TextKey]: string } & { [K in NumberKey]: number | null };
  categories: DraftChip<number>[];
  /** Uploaded images the person removed from the product. */
  removedImageIds: number[];
  restricted: RegionCode[];
  excempted: RegionCode[];
  related: DraftChip<ProductId>[];
  recommended: DraftChip<ProductId>[];
}

/** The draft a temp product starts with: what the server already holds. */
export function draftOf(temp: TempProduct): VerificationDraft {
  return {
    info: {
      product_id: temp.product_id,
      parent_code: temp.parent_code,
      title: temp.title,
      description: temp.description ?? '',
      volume: temp.volume,
      weight_net: temp.weight_net,
      weight_gross: temp.weight_gross,
      dimension_length: temp.dimension_length,
      dimension_width: temp.dimension_width,
      dimension_height: temp.dimension_height,
    },
    categories: temp.categories.map((c) => ({ id: c.id, value: c.title })),
    removedImageIds: [],
    restricted: [],
    excempted: [],
    related: [],
    recommended: [],
  };
}

/** Spaces typed in the product id become hyphens at once (spec §5), so the person sees the id it will have. */
export const typedProductId = (value: string) => value.replace(/\s/g, '-');

// ---------------------------------------------------------------------------------------------------------------
// The draft in session storage, keyed by token: a reload or a failed save loses nothing.

export const draftKey = (token: string) => `verify-product-draft:${token}`;

const isChipList = (value: unknown) =>
  Array.isArray(value) && value.every((c) => typeof c === 'object' && c !== null && 'id' in c && 'value' in c);
const isRegionList = (value: unknown) =>
  Array.isArray(value) && value.every((code) => regionCodes.includes(code as RegionCode));

/** The stored draft, or null when there is none or it is not one (an old or hand-edited entry is ignored). */
export function readDraft(storage: Pick<Storage, 'getItem'>, token: string): VerificationDraft | null {
  try {
    const draft = JSON.parse(storage.getItem(draftKey(token)) ?? 'null') as Partial<VerificationDraft> | null;
    const valid =
      typeof draft?.info === 'object' &&
      draft.info !== null &&
      infoFields.every(({ key, kind }) => {
        const value = (draft.info as Record<string, unknown>)[key];
        return kind === 'number' ? value === null || typeof value === 'number' : typeof value === 'string';
      }) &&
      isChipList(draft.categories) &&
      isChipList(draft.related) &&
      isChipList(draft.recommended) &&
      isRegionList(draft.restricted) &&
      isRegionList(draft.excempted) &&
      Array.isArray(draft.removedImageIds);
    return valid ? (draft as VerificationDraft) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Spec §5's Save rule and the field rules.

export interface Missing {
  tab: VerifyTabId;
  /** What is missing, as the hint beside the disabled Save button names it. */
  label: string;
}

/** The images that go with the product: those uploaded, less those removed. */
export const chosenImages = (uploaded: readonly ProductImage[], draft: VerificationDraft) =>
  uploaded.filter((image) => !draft.removedImageIds.includes(image.id));

/**
 * Spec §5: Save is enabled only when the info (product id, parent code, title, description, all three
 * dimensions, volume, net weight), a category and an image are there. Lists what is still missing, tab by tab.
 */
export function missingForSave(draft: VerificationDraft, images: readonly ProductImage[]): Missing[] {
  const missing: Missing[] = infoFields
    .filter((field) => requiredBy(verificationInfoRules[field.key]) && isEmpty(draft.info[field.key]))
    .map((field) => ({ tab: 'information', label: field.label }));
  if (draft.categories.length === 0) missing.push({ tab: 'category', label: 'a category' });
  if (chosenImages(images, draft).length === 0) missing.push({ tab: 'images', label: 'an image' });
  return missing;
}

/** The sentence beside the disabled Save button. */
export const missingSentence = (missing: readonly Missing[]) =>
  `Save needs: ${missing.map((m) => m.label).join(', ')}.`;

/** Field errors by the server's key (`info.title`, `category`, `related`…): one message each. */
export type VerifyErrors = Record<string, string>;

export const bothRegionsMessage = 'A region cannot be both restricted and exempted.';

/** The generic rules of §5 over the whole draft, so errors on tabs not shown are found too. */
export function validateDraft(draft: VerificationDraft): VerifyErrors {
  const errors: VerifyErrors = {};
  for (const field of infoFields) {
    const message = fieldError(verificationInfoRules[field.key], draft.info[field.key], field.key);
    if (message) errors[`info.${field.key}`] = message;
  }
  if (draft.excempted.some((code) => draft.restricted.includes(code)))
    errors['restrictionAndExcemption.excempted_regions'] = bothRegionsMessage;
  return errors;
}

/** The field an error key belongs to: a list item's error (`images.0`, `related.2`) lands on the list. */
const errorFieldOf = (key: string) => key.replace(/(\.\d+)+$/, '');

/**
 * The one place a 422 answer becomes field errors on this screen: the first message of each field, list
 * items folded onto their list; empty for other failures.
 */
export function serverErrorsOf(error: unknown): VerifyErrors {
  const errors: VerifyErrors = {};
  // Laravel's dotted keys (`info.title`, `images.0`), which name the tab and the field.
  if (!(error instanceof ApiError) || error.status !== 422) return errors;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = errorFieldOf(key);
    if (errors[field] === undefined && messages[0] !== undefined) errors[field] = messages[0];
  }
  return errors;
}

/** Which tab shows the field of an error key; the token's errors (e.g. locked) belong to no tab. */
export function tabOfError(key: string): VerifyTabId | null {
  if (key.startsWith('info.')) return 'information';
  if (key.startsWith('category')) return 'category';
  if (key.startsWith('images')) return 'images';
  if (key.startsWith('restrictionAndExcemption')) return 'restrictions-and-excemptions';
  if (key.startsWith('related') || key.startsWith('recommended')) return 'related-and-recommended';
  return null;
}

/** How many fields of a tab have errors, and whether it still misses required data. */
export function tabState(tab: VerifyTabId, missing: readonly Missing[], errors: VerifyErrors) {
  return {
    errors: Object.keys(errors).filter((key) => tabOfError(key) === tab).length,
    missing: missing.some((m) => m.tab === tab),
  };
}

/** The tab's label with what it still needs: "Information (2 errors)", "Images (missing)". */
export function tabLabel(label: string, state: { errors: number; missing: boolean }): string {
  if (state.errors > 0) return `${label} (${state.errors} ${state.errors === 1 ? 'error' : 'errors'})`;
  return state.missing ? `${label} (missing)` : label;
}

/** The first tab holding an error, to show it after a failed check. */
export const firstTabWithError = (errors: VerifyErrors): VerifyTabId | null =>
  verifyTabs.find((tab) => Object.keys(errors).some((key) => tabOfError(key) === tab.id))?.id ?? null;

// ---------------------------------------------------------------------------------------------------------------
// Submitting.

/** The call's body from the draft: the product id as it will be created (trimmed, spaces → hyphens). */
export function submissionOf(
  token: string,
  draft: VerificationDraft,
  images: readonly ProductImage[],
): VerificationSubmission {
  return {
    token,
    info: { ...draft.info, product_id: productIdFromInput(draft.info.product_id) },
    category: draft.categories.map((c) => c.id),
    images: chosenImages(images, draft).map((image) => image.id),
    restrictionAndExcemption: { restricted_regions: draft.restricted, excempted_regions: draft.excempted },
    related: draft.related.map((p) => p.id),
    recommended: draft.recommended.map((p) => p.id),
  };
}

/** Spec §8/§9: the success toast (the default 3000 ms) and the failure toast (8000 ms). */
export const verificationToasts = {
  success: { variant: 'success', message: 'Product successfully verified.', duration: 3000 },
  failureHeadline: 'Product verification failed.',
  failureMs: 8000,
} as const;

/**
 * The failure toast's lines: 'Product verification failed.' then the first message of each field error, one per
 * line; a failure without field errors (server down, link refused) adds its own message instead.
 */
export function failureLines(error: unknown): string[] {
  const fieldLines =
    error instanceof ApiError ? Object.values(error.fieldErrors).flatMap((list) => list.slice(0, 1)) : [];
  return [verificationToasts.failureHeadline, ...(fieldLines.length > 0 ? fieldLines : [errorMessageOf(error)])];
}

/** Whether the server refused the link itself (unknown, expired or another product's token). */
export const isRefusedLink = (error: unknown) => error instanceof ApiError && error.status === 403;

// ---------------------------------------------------------------------------------------------------------------
// Images.

/** @factory/api's limit of a picture sent with a verification link, with the types as the screen states them. */
export const tempImageRules: UploadRules = {
  limit: uploadLimits.tempImage,
  types: 'Images only (JPEG, PNG, WebP, SVG)',
};
