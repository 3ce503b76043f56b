import { describe, expect, it } from 'vitest';
import { coreCharacters, outsideCore, unicodeRangeOf } from './fontSubset.ts';

describe('unicodeRangeOf', () => {
  it('joins consecutive code points into runs and keeps single ones', () => {
    expect(unicodeRangeOf('abcx')).toBe('U+61-63,U+78');
    expect(unicodeRangeOf('©a')).toBe('U+61,U+A9');
  });

  it('counts each character once', () => {
    expect(unicodeRangeOf('aaa')).toBe('U+61');
  });

  it('covers the core characters as printable ASCII plus the extras', () => {
    expect(unicodeRangeOf(coreCharacters)).toBe(
      'U+20-7E,U+A0,U+A9,U+AB,U+B3,U+B7,U+BB,U+D7,U+E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+203A,U+2212',
    );
  });
});

describe('outsideCore', () => {
  it('names the characters the core subset does not draw', () => {
    expect(outsideCore('Ça coûte 5 €')).toEqual(['Ç', 'û', '€']);
    expect(outsideCore('© 2026 — “Dinosaurs”…')).toEqual([]);
  });
});
