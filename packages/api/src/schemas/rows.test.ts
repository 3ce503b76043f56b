import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { rowSchemaOf } from './rows.ts';

const supplierRow = rowSchemaOf({
  id: 'number',
  fields: { name: 'required|max:255', code: 'max:10', area_id: 'integer', rating: 'numeric', tags: 'array' },
});

describe("a row read from its definition's fields", () => {
  it('reads text, numbers, ids and lists as the rules say, a field without `required` as null', () => {
    expect(
      supplierRow.parse({ id: '7', name: 'Resin Works', code: null, area_id: '3', rating: 4.5, tags: ['resin'] }),
    ).toEqual({ id: 7, name: 'Resin Works', code: null, area_id: 3, rating: 4.5, tags: ['resin'] });
    expect(
      supplierRow.parse({ id: 8, name: 'Lamp House', code: 'LH', area_id: null, rating: null, tags: null }),
    ).toEqual({ id: 8, name: 'Lamp House', code: 'LH', area_id: null, rating: null, tags: null });
  });

  it('refuses a row whose required text is missing or whose id field is not a number', () => {
    expect(
      z.safeParse(supplierRow, { id: 1, name: null, code: null, area_id: null, rating: null, tags: null }).success,
    ).toBe(false);
    expect(
      z.safeParse(supplierRow, { id: 1, name: 'A', code: null, area_id: 'x', rating: null, tags: null }).success,
    ).toBe(false);
  });

  it('reads a text code as the id of a resource numbered by codes', () => {
    expect(rowSchemaOf({ id: 'code', fields: { title: 'required' } }).parse({ id: 'TR-1', title: 'T. rex' })).toEqual({
      id: 'TR-1',
      title: 'T. rex',
    });
  });
});
