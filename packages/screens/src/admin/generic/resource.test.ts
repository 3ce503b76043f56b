// A screen's form checks its fields with the rules its resource's definition gives the server (one statement of
// them): what a form can check on submit, the rest left to the server's answer.
import { describe, expect, it } from 'vitest';
import { resourceScreens } from '../index.ts';
import { formRules } from './resource.ts';

const rulesOf = (title: keyof typeof resourceScreens) =>
  Object.fromEntries(resourceScreens[title].resource.fields.map((field) => [field.name, field.rules ?? []]));

describe("a resource's form rules", () => {
  it('are the rules a form can check, in the definition’s order', () => {
    expect(formRules('required|email|max:255')).toEqual(['required', 'email', 'max:255']);
    expect(formRules('required|integer')).toEqual(['required']);
    expect(formRules('min:8')).toEqual(['min:8']);
    expect(formRules('')).toEqual([]);
  });

  it("come from the definition of each resource's fields", () => {
    expect(rulesOf('users')).toMatchObject({
      name: ['required', 'max:255'],
      email: ['required', 'email', 'max:255'],
      password: ['min:8'],
      role_id: ['required'],
      is_active: [],
    });
    expect(rulesOf('areas')).toEqual({ name: ['required', 'max:255'], code: ['max:10'] });
    expect(rulesOf('customers')).toMatchObject({ phone: ['max:50'], company_id: [] });
  });
});
