import { describe, expect, it } from 'vitest';
import { cardHeight, fullText, showsCards } from './cards.ts';

describe('card layout', () => {
  it('makes a card one 40 px line per column plus 8 px above and below', () => {
    expect(cardHeight(1)).toBe(56);
    expect(cardHeight(4)).toBe(176);
  });

  it('shows cards only in a measured box narrower than the threshold', () => {
    expect(showsCards(358, 640)).toBe(true);
    expect(showsCards(639, 640)).toBe(true);
    expect(showsCards(640, 640)).toBe(false);
    expect(showsCards(900, 640)).toBe(false);
    // Not measured yet (server rendering, a hidden tab): the table, as before.
    expect(showsCards(0, 640)).toBe(false);
  });

  it('offers the full text of a cell: its own text, or the value a link or badge shows', () => {
    expect(fullText('Allosaurus skeleton', 'ignored')).toBe('Allosaurus skeleton');
    expect(fullText(42, undefined)).toBe('42');
    expect(fullText({ type: 'a' }, 'Alex Morgan')).toBe('Alex Morgan');
    expect(fullText({ type: 'a' }, 7)).toBeUndefined();
    expect(fullText({ type: 'a' }, '')).toBeUndefined();
  });
});
