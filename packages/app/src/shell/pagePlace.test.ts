import { describe, expect, it } from 'vitest';
import { focusMarkOf, isMarked, placeAfterNavigation } from './pagePlace.ts';

describe('placeAfterNavigation', () => {
  it('keeps the place when only the query changes (a list paged, sorted, searched)', () => {
    expect(placeAfterNavigation('PUSH', '/admin/product-item', '/admin/product-item')).toBe('keep');
    expect(placeAfterNavigation('REPLACE', '/admin/product-item', '/admin/product-item')).toBe('keep');
    expect(placeAfterNavigation('POP', '/admin/product-item', '/admin/product-item')).toBe('keep');
  });
  it('opens a new page at its top', () => {
    expect(placeAfterNavigation('PUSH', '/admin/product-item', '/admin/product-item/FG-HUM-0166-01')).toBe('top');
    expect(placeAfterNavigation('REPLACE', '/admin/customers/4', '/admin/operation-documents/folder/2')).toBe('top');
  });
  it('restores the place of a page gone back to', () => {
    expect(placeAfterNavigation('POP', '/admin/product-item/FG-HUM-0166-01', '/admin/product-item')).toBe('restore');
  });
});

describe('focus marks', () => {
  const element = (tagName: string, attributes: Record<string, string>, textContent: string) => ({
    tagName,
    textContent,
    getAttribute: (name: string) => attributes[name] ?? null,
  });
  it('marks a link by address and text, and knows it again', () => {
    const mark = focusMarkOf(element('A', { href: '/admin/product-item/B-2' }, 'B-2'));
    expect(mark).toEqual({ href: '/admin/product-item/B-2', text: 'B-2' });
    if (!mark) return;
    expect(isMarked(element('A', { href: '/admin/product-item/B-2' }, 'B-2'), mark)).toBe(true);
    expect(isMarked(element('A', { href: '/admin/product-item/A-1' }, 'A-1'), mark)).toBe(false);
  });
  it('marks nothing else', () => {
    expect(focusMarkOf(element('BUTTON', {}, 'Save'))).toBeUndefined();
    expect(focusMarkOf(element('A', {}, 'No address'))).toBeUndefined();
    expect(focusMarkOf(null)).toBeUndefined();
  });
});
