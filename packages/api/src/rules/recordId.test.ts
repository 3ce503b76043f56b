import { describe, expect, it } from 'vitest';
import { recordId } from './recordId.ts';

describe('recordId', () => {
  it('reads a positive integer written in plain decimal', () => {
    expect(recordId('1')).toBe(1);
    expect(recordId('16')).toBe(16);
    expect(recordId('9007199254740991')).toBe(9007199254740991);
  });

  it('names no record for any other spelling', () => {
    for (const text of [
      '0x10',
      '1e1',
      ' 7',
      '7 ',
      '07',
      '+7',
      '-1',
      '0',
      '1.0',
      '1.5',
      '',
      'abc',
      '9007199254740993',
    ]) {
      expect(recordId(text), JSON.stringify(text)).toBeNull();
    }
    expect(recordId(undefined)).toBeNull();
    expect(recordId(null)).toBeNull();
  });
});
