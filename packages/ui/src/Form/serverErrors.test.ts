import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, firstMessages, inputNameOf } from './serverErrors.ts';

describe('inputNameOf', () => {
  it('keeps a plain key', () => {
    expect(inputNameOf('email')).toBe('email');
  });

  it('turns a dotted Laravel key back into the bracketed input name', () => {
    expect(inputNameOf('info.0.title')).toBe('info[0][title]');
    expect(inputNameOf('images.3')).toBe('images[3]');
  });
});

describe('fieldErrorsFrom', () => {
  it('maps each key to its input name with all its messages', () => {
    expect(
      fieldErrorsFrom({
        email: ['The email has already been taken.'],
        'info.0.title': ['The info.0.title field is required.', 'Second message'],
      }),
    ).toEqual({
      email: ['The email has already been taken.'],
      'info[0][title]': ['The info.0.title field is required.', 'Second message'],
    });
  });

  it('joins keys that a custom mapping sends to the same field, in order', () => {
    expect(
      fieldErrorsFrom(
        { 'images.0': ['The first image is too large.'], 'images.2': ['The third image is not a picture.'] },
        (key) => key.split('.')[0] ?? key,
      ),
    ).toEqual({ images: ['The first image is too large.', 'The third image is not a picture.'] });
  });

  it('accepts a single string and an absent errors object', () => {
    expect(fieldErrorsFrom({ region: 'Pick a region.' })).toEqual({ region: ['Pick a region.'] });
    expect(fieldErrorsFrom(undefined)).toEqual({});
  });
});

describe('firstMessages', () => {
  it('takes the first message of each field, in order', () => {
    expect(
      firstMessages({
        title: ['The title field is required.', 'The title must be a string.'],
        'images.0': ['The images.0 field must be an image.'],
      }),
    ).toEqual(['The title field is required.', 'The images.0 field must be an image.']);
  });
});
