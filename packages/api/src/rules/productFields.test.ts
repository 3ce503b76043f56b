import { describe, expect, it } from 'vitest';
import {
  measuresFrom,
  newProductLinkRules,
  productFieldLimits,
  productMeasures,
  productRules,
  unknownMeasures,
  verificationInfoRules,
} from './productFields.ts';
import { fieldError } from './validation.ts';

describe("a product's own fields", () => {
  it('have the same limits in the admin, the verification and the new product link', () => {
    expect(fieldError(productRules.parent_code, 'P'.repeat(256))).toBe('must be less than or equal to 255');
    expect(fieldError(verificationInfoRules.parent_code, 'P'.repeat(256))).toBe('must be less than or equal to 255');
    expect(fieldError(newProductLinkRules.parent_code, 'P'.repeat(256))).toBe('must be less than or equal to 255');
    expect(fieldError(productRules.parent_code, 'P'.repeat(255))).toBeNull();
    expect(fieldError(productRules.id, 'X'.repeat(51))).toBe('must be less than or equal to 50');
    expect(fieldError(verificationInfoRules.product_id, 'X'.repeat(51))).toBe('must be less than or equal to 50');
    const ceilings = { volume: 1000, weight_net: 100000, weight_gross: 100000, dimension_length: 10000 };
    for (const [field, ceiling] of Object.entries(ceilings) as [keyof typeof ceilings, number][]) {
      const message = `must be less than or equal to ${ceiling}`;
      expect([
        fieldError(productRules[field], ceiling + 1),
        fieldError(verificationInfoRules[field], ceiling + 1),
      ]).toEqual([message, message]);
    }
  });

  it('differ only in what each form requires (spec §5: verification needs all but the gross weight)', () => {
    const required = (rules: Record<string, string>) =>
      Object.keys(productFieldLimits).filter((field) => fieldError(rules[field] ?? '', '') !== null);
    expect(required(productRules)).toEqual(['parent_code', 'title']);
    expect(required(verificationInfoRules)).toEqual([
      'parent_code',
      'title',
      'description',
      'volume',
      'weight_net',
      'dimension_length',
      'dimension_width',
      'dimension_height',
    ]);
  });

  it('measure six: the volume, both weights and three dimensions, each unknown on a blank product', () => {
    expect(productMeasures).toEqual([
      'volume',
      'weight_net',
      'weight_gross',
      'dimension_length',
      'dimension_width',
      'dimension_height',
    ]);
    expect(unknownMeasures()).toEqual({
      volume: null,
      weight_net: null,
      weight_gross: null,
      dimension_length: null,
      dimension_width: null,
      dimension_height: null,
    });
    const typed = { title: 'T-Rex', volume: '9.6', weight_net: '', dimension_height: '230' };
    expect(measuresFrom(typed, (value) => (value ? Number(value) : null))).toEqual({
      volume: 9.6,
      weight_net: null,
      weight_gross: null,
      dimension_length: null,
      dimension_width: null,
      dimension_height: 230,
    });
  });
});
