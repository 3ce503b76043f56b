import { describe, expect, it } from 'vitest';
import { isTextEntry } from './messageTiming.ts';

describe('isTextEntry', () => {
  it('is a field a person types into: text-like inputs and text areas', () => {
    for (const type of ['text', 'email', 'password', 'search', 'tel', 'url', 'number']) {
      expect(isTextEntry({ tagName: 'INPUT', type })).toBe(true);
    }
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
  });

  it('is not a control whose change is the choice itself (a checkbox, a file, a select) nor a button', () => {
    for (const type of ['checkbox', 'radio', 'file', 'range', 'hidden', 'submit']) {
      expect(isTextEntry({ tagName: 'INPUT', type })).toBe(false);
    }
    expect(isTextEntry({ tagName: 'SELECT' })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON', type: 'submit' })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
