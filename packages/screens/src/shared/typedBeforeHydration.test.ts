import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typedBeforeHydration.ts';

describe('typedBeforeHydration', () => {
  it('takes the named fields a visitor filled in before the form was hydrated', () => {
    const fields: Record<string, string> = {
      email: 'buyer@parks.example',
      company: '',
      comment: 'Dinosaurs',
      region: 'eu',
    };
    expect(typedBeforeHydration(['email', 'company', 'comment'], (name) => fields[name])).toEqual({
      email: 'buyer@parks.example',
      comment: 'Dinosaurs',
    });
  });

  it('takes nothing from an untouched form', () => {
    expect(typedBeforeHydration(['email', 'password'], () => '')).toEqual({});
    expect(typedBeforeHydration(['email', 'password'], () => undefined)).toEqual({});
  });
});
