import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

const allowed = ['/verify-product'];

describe('safeReturnPath', () => {
  it('keeps the verification link with its token', () => {
    expect(safeReturnPath('/verify-product?token=vt-1%202', allowed)).toBe('/verify-product?token=vt-1%202');
  });

  it('refuses other sites however they are written', () => {
    for (const next of [
      'https://evil.example/verify-product',
      '//evil.example/verify-product',
      '/\\evil.example/verify-product',
      '/\t/evil.example/verify-product',
      'javascript:alert(1)',
      'verify-product?token=x',
    ]) {
      expect(safeReturnPath(next, allowed)).toBeNull();
    }
  });

  it('refuses paths of this site the login was not asked to return to (the spec sends them to the catalog)', () => {
    expect(safeReturnPath('/admin/users', allowed)).toBeNull();
    expect(safeReturnPath('/verify-product/../admin', allowed)).toBeNull();
    expect(safeReturnPath(null, allowed)).toBeNull();
  });
});
