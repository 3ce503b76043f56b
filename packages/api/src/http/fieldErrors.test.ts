import { describe, expect, it } from 'vitest';
import { errorsByInputName, inputNameOf } from './fieldErrors.ts';

describe('inputNameOf', () => {
  it('keeps a plain key', () => {
    expect(inputNameOf('email')).toBe('email');
  });

  it('turns a dotted Laravel key back into the bracketed input name', () => {
    expect(inputNameOf('info.0.title')).toBe('info[0][title]');
    expect(inputNameOf('images.3')).toBe('images[3]');
  });
});

describe('errorsByInputName', () => {
  it('maps each key to its input name with all its messages', () => {
    expect(
      errorsByInputName({
        email: ['The email has already been taken.'],
        'info.0.title': ['The info.0.title field is required.', 'Second message'],
      }),
    ).toEqual({
      email: ['The email has already been taken.'],
      'info[0][title]': ['The info.0.title field is required.', 'Second message'],
    });
  });

  it('joins keys that a custom mapping sends to the same input, in order', () => {
    expect(
      errorsByInputName(
        { 'images.0': ['The first image is too large.'], 'images.2': ['The third image is not a picture.'] },
        (key) => key.split('.')[0] ?? key,
      ),
    ).toEqual({ images: ['The first image is too large.', 'The third image is not a picture.'] });
  });

  it('gives nothing for no errors', () => {
    expect(errorsByInputName({})).toEqual({});
  });
});
