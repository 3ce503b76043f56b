import { describe, expect, it } from 'vitest';
import { fieldError, parseRules, requiredBy, validate } from './validation.ts';

describe('parseRules', () => {
  it("reads Laravel's rule strings and lists", () => {
    expect(parseRules('required|email|max:255|min:1|integer|numeric|in:a,b')).toEqual([
      { name: 'required' },
      { name: 'email' },
      { name: 'max', limit: 255 },
      { name: 'min', limit: 1 },
      { name: 'integer' },
      { name: 'numeric' },
      { name: 'in', values: ['a', 'b'] },
    ]);
    expect(parseRules(['required', 'max:50'])).toEqual([{ name: 'required' }, { name: 'max', limit: 50 }]);
    expect(parseRules('')).toEqual([]);
    expect(parseRules(['required|max:50', 'min:2'])).toEqual([
      { name: 'required' },
      { name: 'max', limit: 50 },
      { name: 'min', limit: 2 },
    ]);
  });

  it('refuses a rule it does not know, so a typo cannot pass silently', () => {
    expect(() => parseRules('required|mx:255')).toThrow('Unknown validation rule "mx:255"');
    expect(() => parseRules('max:')).toThrow('Unknown validation rule "max:"');
    expect(() => parseRules('max:ten')).toThrow('Unknown validation rule "max:ten"');
    expect(() => parseRules('email:rfc')).toThrow('Unknown validation rule "email:rfc"');
  });

  it('tells whether a field is required', () => {
    expect(requiredBy('required|max:255')).toBe(true);
    expect(requiredBy('max:255')).toBe(false);
  });
});

describe('fieldError', () => {
  it("gives the spec's messages (§5)", () => {
    expect(fieldError('required', '  ')).toBe('Input must not be empty.');
    expect(fieldError('required', Number.NaN)).toBe('Input must not be empty.');
    expect(fieldError('required', [])).toBe('Input must not be empty.');
    expect(fieldError('email', 'a.example.com')).toBe('Enter a valid email address');
    expect(fieldError('max:5', 'ABCDEF')).toBe('must be less than or equal to 5');
    expect(fieldError('min:8', 'short')).toBe('must be greater than or equal to 8');
  });

  it('leaves an optional empty field alone and stops at the first broken rule', () => {
    expect(fieldError('email|max:3', '')).toBeNull();
    expect(fieldError('required|email|max:3', '')).toBe('Input must not be empty.');
    expect(fieldError('email|max:3', 'abcd')).toBe('Enter a valid email address');
  });

  it("accepts the addresses Laravel's email rule accepts, letters of any script included", () => {
    expect(fieldError('email', 'josé@example.com')).toBeNull();
    expect(fieldError('email', 'anna@exämple.de')).toBeNull();
    expect(fieldError('email', ' anna@example.com ')).toBeNull();
    for (const text of ['anna@', '@example.com', 'an na@example.com', 'anna@example', 'anna@@example.com']) {
      expect(fieldError('email', text), text).toBe('Enter a valid email address');
    }
  });

  it('compares numbers by value under numeric or integer, text by characters, lists by count', () => {
    expect(fieldError('numeric|max:10000', '10000.5')).toBe('must be less than or equal to 10000');
    expect(fieldError('numeric|max:10000', 10000)).toBeNull();
    expect(fieldError('integer|min:1', 0)).toBe('must be greater than or equal to 1');
    // Without a number rule '12345' is five characters, as in Laravel.
    expect(fieldError('max:4', '12345')).toBe('must be less than or equal to 4');
    // Characters, not UTF-16 units: an emoji is one, as PHP's mb_strlen counts.
    expect(fieldError('max:2', '🦖🦕')).toBeNull();
    expect(fieldError('array|min:2', ['a'])).toBe('must be greater than or equal to 2');
  });

  it("names the field in Laravel's default texts", () => {
    expect(fieldError('integer', '1.5', 'sort_order')).toBe('The sort order must be an integer.');
    expect(fieldError('numeric', '0x10', 'volume')).toBe('The volume must be a number.');
    expect(fieldError('numeric', '1e1')).toBeNull();
    expect(fieldError('in:as,eu', 'xx', 'region')).toBe('The selected region is invalid.');
    expect(fieldError('in:as,eu', 'eu', 'region')).toBeNull();
  });

  it('runs checks of its own after the rules before them', () => {
    const taken = (value: unknown) => (value === 'admin@example.com' ? 'The email has already been taken.' : null);
    expect(fieldError(['required', 'email', taken], 'admin@example.com')).toBe('The email has already been taken.');
    expect(fieldError(['required', 'email', taken], 'nope')).toBe('Enter a valid email address');
  });
});

describe('validate', () => {
  it('answers every failing field of nested input by its dot path, nothing when the input passes', () => {
    const rules = {
      name: 'required|max:255',
      'info.volume': 'required|numeric|min:0',
      'items.0.qty': 'integer|max:10',
      missing: 'min:3',
    };
    expect(validate(rules, { name: ' ', info: { volume: '-1' }, items: [{ qty: '12' }] })).toEqual({
      name: ['Input must not be empty.'],
      'info.volume': ['must be greater than or equal to 0'],
      'items.0.qty': ['must be less than or equal to 10'],
    });
    expect(validate(rules, { name: 'Rex', info: { volume: 3 }, items: [] })).toEqual({});
  });

  it('gives checks the whole input', () => {
    const confirmed = (value: unknown, input: Record<string, unknown>) =>
      value === input.password_confirmation ? null : 'The password field confirmation does not match.';
    expect(
      validate({ password: ['required', 'min:8', confirmed] }, { password: 'secret12', password_confirmation: 'x' }),
    ).toEqual({ password: ['The password field confirmation does not match.'] });
  });

  it("names a field as Laravel does: underscores become spaces, a list item's path stays whole", () => {
    expect(
      validate(
        {
          product_id: 'integer',
          'info.product_id': 'integer',
          'category_ids.1': 'integer',
          'rows.0.parent_id': 'integer',
        },
        { product_id: 'x', info: { product_id: 'y' }, category_ids: [1, 'x'], rows: [{ parent_id: 'x' }] },
      ),
    ).toEqual({
      product_id: ['The product id must be an integer.'],
      'info.product_id': ['The info.product id must be an integer.'],
      'category_ids.1': ['The category_ids.1 must be an integer.'],
      'rows.0.parent_id': ['The rows.0.parent_id must be an integer.'],
    });
  });
});
