import { describe, expect, it } from 'vitest';
import { badgeText, defaultBadgeLabel } from './badgeLogic.ts';

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

describe('defaultBadgeLabel', () => {
  it('announces the full count with the right plural', () => {
    expect(defaultBadgeLabel(1)).toBe('1 item');
    expect(defaultBadgeLabel(0)).toBe('0 items');
    expect(defaultBadgeLabel(3)).toBe('3 items');
    expect(defaultBadgeLabel(150)).toBe('150 items');
  });
});
