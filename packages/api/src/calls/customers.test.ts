import { describe, expect, it } from 'vitest';
import { customerFilterQuery } from './customers.ts';

describe("the customers list's filters", () => {
  it('sends each chosen filter as filter[field], and none that is not chosen', () => {
    expect(customerFilterQuery({ area_id: 4, company_id: 7 })).toEqual({
      'filter[area_id]': 4,
      'filter[company_id]': 7,
    });
    expect(customerFilterQuery({ company_id: 7 })).toEqual({ 'filter[company_id]': 7 });
  });

  it('refuses a filter that is not a number', () => {
    expect(() => customerFilterQuery({ area_id: 'Europe' as unknown as number })).toThrow();
  });
});
