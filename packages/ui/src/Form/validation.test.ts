import { describe, expect, it } from 'vitest';
import { isEmpty, validate } from './validation.ts';

describe('required', () => {
  it.each([[''], ['   '], [null], [undefined], [Number.NaN], [[]]])('rejects %j with the spec message', (value) => {
    expect(validate(value, ['required'])).toBe('Input must not be empty.');
  });

  it.each([['a'], [0], [false], [['x']]])('accepts %j', (value) => {
    expect(validate(value, ['required'])).toBeNull();
  });
});

describe('email', () => {
  it.each([['jane@example.com'], ['j.doe+tag@mail.example.co.uk'], [' jane@example.com ']])('accepts %s', (value) => {
    expect(validate(value, ['email'])).toBeNull();
  });

  it.each([['jane'], ['jane@'], ['jane@example'], ['@example.com'], ['ja ne@example.com'], ['a@b@c.com']])(
    'rejects %s with the spec message',
    (value) => {
      expect(validate(value, ['email'])).toBe('Enter a valid email address');
    },
  );
});

describe('max:n', () => {
  it('accepts a number equal to n and rejects one above it', () => {
    expect(validate(10, ['max:10'])).toBeNull();
    expect(validate(10.5, ['max:10'])).toBe('must be less than or equal to 10');
  });

  it('measures text by its length', () => {
    expect(validate('abcde', ['max:5'])).toBeNull();
    expect(validate('abcdef', ['max:5'])).toBe('must be less than or equal to 5');
  });

  it('measures a list by its count', () => {
    expect(validate(['a', 'b', 'c'], ['max:2'])).toBe('must be less than or equal to 2');
  });
});

describe('min:n', () => {
  it('accepts a number equal to n and rejects one below it', () => {
    expect(validate(3, ['min:3'])).toBeNull();
    expect(validate(2, ['min:3'])).toBe('must be greater than or equal to 3');
  });

  it('handles negative and decimal limits', () => {
    expect(validate(-2, ['min:-1.5'])).toBe('must be greater than or equal to -1.5');
    expect(validate(-1, ['min:-1.5'])).toBeNull();
  });

  it('measures text by its length', () => {
    expect(validate('ab', ['min:3'])).toBe('must be greater than or equal to 3');
  });
});

describe('rule order and empty values', () => {
  it('reports the first broken rule only', () => {
    expect(validate('', ['required', 'email'])).toBe('Input must not be empty.');
    expect(validate('not-an-email', ['required', 'email', 'max:5'])).toBe('Enter a valid email address');
  });

  it('lets an optional field stay empty', () => {
    expect(validate('', ['email', 'min:3'])).toBeNull();
    expect(validate(Number.NaN, ['min:1'])).toBeNull();
  });

  it('passes with no rules', () => {
    expect(validate('anything', [])).toBeNull();
  });
});

describe('isEmpty', () => {
  it('treats zero and false as filled in', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
  });
});

describe('messages of another language', () => {
  const german = {
    required: 'Bitte ausfüllen.',
    email: 'Keine gültige E-Mail-Adresse.',
    max: (limit: number) => `Höchstens ${limit}.`,
    min: (limit: number) => `Mindestens ${limit}.`,
  };
  it('replace the English ones', () => {
    expect(validate('', ['required'], german)).toBe('Bitte ausfüllen.');
    expect(validate('a@b', ['email'], german)).toBe('Keine gültige E-Mail-Adresse.');
    expect(validate('abcdef', ['max:5'], german)).toBe('Höchstens 5.');
    expect(validate(0, ['min:1'], german)).toBe('Mindestens 1.');
  });
});
