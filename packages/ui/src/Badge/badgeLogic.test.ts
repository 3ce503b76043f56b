import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeLogic.ts';

describe('badgeText', () => {
  it('shows the count up to the maximum', () => {
    expect(badgeText(0, 99)).toBe('0');
    expect(badgeText(7, 99)).toBe('7');
    expect(badgeText(99, 99)).toBe('99');
  });

  it('shows max+ above the maximum', () => {
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(2500, 99)).toBe('99+');
    expect(badgeText(10, 9)).toBe('9+');
  });
});

describe('badgeText in a locale', () => {
  it("writes the count in the locale's digits", () => {
    const arabic = new Intl.NumberFormat('ar-EG').format;
    expect(badgeText(3, 99, arabic)).toBe('٣');
    expect(badgeText(150, 99, arabic)).toBe('٩٩+');
  });
});
