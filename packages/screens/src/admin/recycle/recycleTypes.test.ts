import { describe, expect, it } from 'vitest';
import { deletedByText, recycleTypeOf, recycleTypePlural, recycleTypes } from './recycleTypes.ts';

describe('recycle bin types', () => {
  it('has a tab for every type the server bins, the catalogue first, each named by its resource', () => {
    expect(recycleTypes.map(recycleTypePlural)).toEqual([
      'Products',
      'Categories',
      'Filters',
      'Users',
      'Customers',
      'Areas',
      'Companies',
    ]);
  });

  it('reads the type from the URL, products by default', () => {
    expect(recycleTypeOf('category')).toBe('category');
    expect(recycleTypeOf('company')).toBe('company');
    expect(recycleTypeOf(null)).toBe('product');
    expect(recycleTypeOf('planets')).toBe('product');
  });

  it('says when nobody is recorded as the deleter', () => {
    expect(deletedByText('Alex Morgan')).toBe('Alex Morgan');
    expect(deletedByText(null)).toBe('Not recorded');
  });
});
