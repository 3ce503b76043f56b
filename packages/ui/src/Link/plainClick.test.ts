import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plainClick.ts';

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('takes a main-button click without modifiers', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves a new tab, new window or download to the browser', () => {
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
  });

  it('leaves the middle button and a handled click alone', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
