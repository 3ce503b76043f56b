import { ApiError, type TempProduct, unknownMeasures } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  draftKey,
  draftOf,
  failureLines,
  firstTabWithError,
  missingForSave,
  missingSentence,
  readDraft,
  serverErrorsOf,
  submissionOf,
  tabLabel,
  tabState,
  typedProductId,
  validateDraft,
  verificationToasts,
} from './verifyLogic.ts';

const empty: TempProduct = {
  id: 3,
  product_id: '',
  parent_code: '',
  title: '',
  description: null,
  ...unknownMeasures(),
  is_locked: 0,
  categories: [],
  images: [],
};
const complete: TempProduct = {
  ...empty,
  product_id: 'FG DINO 1',
  parent_code: 'FG-DINO',
  title: 'Spinosaurus',
  description: 'On a rock base',
  volume: 9.6,
  weight_net: 210,
  dimension_length: 420,
  dimension_width: 140,
  dimension_height: 230,
  categories: [{ id: 2, title: 'Dinosaurs' }],
};
const image = { id: 7, url: '/media/temp-products/t-3-1.png' };
const validation = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, kind: 'http', message: 'The given data was invalid.', fieldErrors: errors });

describe("spec §5's Save rule", () => {
  it('lists every missing piece of an empty product, tab by tab, in the hint', () => {
    const missing = missingForSave(draftOf(empty), []);
    expect(missingSentence(missing)).toBe(
      'Save needs: Product ID, Parent code, Title, Description, Length, Width, Height, Volume, Net weight, a category, an image.',
    );
    expect(tabState('information', missing, {})).toEqual({ errors: 0, missing: true });
    expect(tabState('restrictions-and-excemptions', missing, {})).toEqual({ errors: 0, missing: false });
  });

  it('needs nothing more once the info, a category and an image are there (the gross weight is optional)', () => {
    expect(missingForSave(draftOf(complete), [image])).toEqual([]);
  });

  it('counts a removed image as gone and a blank title as missing', () => {
    const draft = { ...draftOf(complete), removedImageIds: [7] };
    draft.info.title = '   ';
    expect(missingForSave(draft, [image]).map((m) => m.label)).toEqual(['Title', 'an image']);
  });
});

describe('field rules and errors', () => {
  it("gives the spec's generic messages for limits", () => {
    const draft = draftOf(complete);
    draft.info.volume = -1;
    draft.info.weight_gross = 100001;
    draft.info.product_id = 'X'.repeat(51);
    expect(validateDraft(draft)).toEqual({
      'info.product_id': 'must be less than or equal to 50',
      'info.volume': 'must be greater than or equal to 0',
      'info.weight_gross': 'must be less than or equal to 100000',
    });
  });

  it('refuses a region both restricted and exempted', () => {
    const draft = { ...draftOf(complete), restricted: ['eu' as const], excempted: ['eu' as const] };
    expect(validateDraft(draft)).toEqual({
      'restrictionAndExcemption.excempted_regions': 'A region cannot be both restricted and exempted.',
    });
  });

  it("puts a 422's first messages on their fields, list items on their list, and marks the tabs", () => {
    const errors = serverErrorsOf(
      validation({
        'info.title': ['Input must not be empty.', 'second'],
        'images.0': ['must be less than or equal to 10240'],
        'related.1': ['The selected value is invalid.'],
      }),
    );
    expect(errors).toEqual({
      'info.title': 'Input must not be empty.',
      images: 'must be less than or equal to 10240',
      related: 'The selected value is invalid.',
    });
    expect(tabLabel('Information', tabState('information', [], errors))).toBe('Information (1 error)');
    expect(tabLabel('Images', tabState('images', [{ tab: 'images', label: 'an image' }], {}))).toBe('Images (missing)');
    expect(firstTabWithError(errors)).toBe('information');
    expect(serverErrorsOf(new ApiError({ status: 500, kind: 'http', message: 'Server Error' }))).toEqual({});
  });
});

describe('submitting', () => {
  it('turns spaces typed in the product id into hyphens while typing and on sending', () => {
    expect(typedProductId('FG DINO 0900')).toBe('FG-DINO-0900');
    const body = submissionOf('vt-1', draftOf(complete), [image]);
    expect(body.info.product_id).toBe('FG-DINO-1');
    expect(body).toMatchObject({ token: 'vt-1', category: [2], images: [7], related: [], recommended: [] });
  });

  it('shows success for 3000 ms and failure for 8000 ms with one line per field error', () => {
    expect(verificationToasts.success).toEqual({
      variant: 'success',
      message: 'Product successfully verified.',
      duration: 3000,
    });
    expect(verificationToasts.failureMs).toBe(8000);
    expect(
      failureLines(validation({ 'info.title': ['Input must not be empty.', 'x'], category: ['Pick one.'] })),
    ).toEqual(['Product verification failed.', 'Input must not be empty.', 'Pick one.']);
    expect(failureLines(new ApiError({ status: 500, kind: 'http', message: 'Server Error' }))).toEqual([
      'Product verification failed.',
      'Server Error',
    ]);
  });
});

describe('the draft in session storage', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === draftKey('t') ? value : null) });

  it('reads back a stored draft and ignores a broken or foreign one', () => {
    const draft = draftOf(complete);
    expect(readDraft(storage(JSON.stringify(draft)), 't')).toEqual(draft);
    expect(readDraft(storage('{"info":'), 't')).toBeNull();
    expect(readDraft(storage(JSON.stringify({ ...draft, restricted: ['mars'] })), 't')).toBeNull();
    expect(readDraft(storage(null), 't')).toBeNull();
  });
});
