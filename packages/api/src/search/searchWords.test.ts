import { describe, expect, it } from 'vitest';
import { foldText, markMatches, searchWords } from './searchWords.ts';

describe('searchWords', () => {
  it('reads a hyphenated word as its parts and as one word, so t-rex, t rex and trex meet', () => {
    expect(searchWords('T-Rex outdoor')).toEqual(['t', 'rex', 'trex', 'outdoor']);
    expect(searchWords('t rex')).toEqual(['t', 'rex']);
    expect(searchWords('TREX')).toEqual(['trex']);
  });

  it('keeps a product code whole beside its parts', () => {
    expect(searchWords('FG-DINO-1006-01')).toEqual(['fg', 'dino', '1006', '01', 'fgdino100601']);
  });

  it('drops accents and punctuation', () => {
    expect(foldText('Café')).toBe('cafe');
    expect(searchWords('“Crème brûlée”, 3.5 m!')).toEqual(['creme', 'brulee', '3', '5', '35', 'm']);
  });
});

describe('markMatches', () => {
  it('marks each written word one of whose search words matched, keeping the rest as it is', () => {
    expect(markMatches('Walking T-Rex Ride – Gold', ['trex', 'gold'])).toEqual([
      { text: 'Walking ', marked: false },
      { text: 'T-Rex', marked: true },
      { text: ' Ride – ', marked: false },
      { text: 'Gold', marked: true },
    ]);
  });

  it('marks nothing when no word matched', () => {
    expect(markMatches('Heritage Statue', [])).toEqual([{ text: 'Heritage Statue', marked: false }]);
  });
});
