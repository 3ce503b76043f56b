// A screen's form checks its fields with the rules its resource's definition gives the server (one statement of
// them, read by the one engine on both sides).
import { describe, expect, it } from 'vitest';
import { resourceScreens } from '../index.ts';

const rulesOf = (title: keyof typeof resourceScreens) =>
  Object.fromEntries(resourceScreens[title].resource.fields.map((field) => [field.name, field.rules]));

describe("a resource's form rules", () => {
  it("come from the definition of each resource's fields", () => {
    expect(rulesOf('users')).toMatchObject({
      name: 'required|max:255',
      email: 'required|email|max:255',
      password: 'min:8',
      role_id: 'required|integer',
    });
    expect(rulesOf('areas')).toEqual({ name: 'required|max:255', code: 'max:10' });
    expect(rulesOf('customers')).toMatchObject({ phone: 'max:50', company_id: 'integer' });
  });
});
