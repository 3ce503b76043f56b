import { describe, expect, it } from 'vitest';
import { isSamePage } from './browserNavigation.ts';

describe('isSamePage', () => {
  const landing = 'https://factory.example/#home';

  it('keeps a hash of the landing on the page', () => {
    expect(isSamePage('/#about', landing)).toBe(true);
    expect(isSamePage('#become-a-partner', landing)).toBe(true);
    expect(isSamePage('/#home', 'https://factory.example/')).toBe(true);
  });

  it('loads another path, another query or another origin as a new page', () => {
    expect(isSamePage('/catalog', landing)).toBe(false);
    expect(isSamePage('/login', landing)).toBe(false);
    expect(isSamePage('/?next=1#home', landing)).toBe(false);
    expect(isSamePage('https://elsewhere.example/#home', landing)).toBe(false);
  });
});
