import { describe, expect, it } from 'vitest';
import { emptyEnquiry, needsHomeHash, sectionOfHash } from './landingLogic.ts';

describe('sectionOfHash', () => {
  it('names the section of each nav anchor', () => {
    expect(sectionOfHash('#home')).toBe('home');
    expect(sectionOfHash('#specialties')).toBe('specialties');
    expect(sectionOfHash('#processes')).toBe('processes');
    expect(sectionOfHash('#work-with-us')).toBe('work-with-us');
    expect(sectionOfHash('#about')).toBe('about');
    expect(sectionOfHash('#become-a-partner')).toBe('become-a-partner');
  });

  it('names nothing for an empty or unknown hash', () => {
    expect(sectionOfHash('')).toBeUndefined();
    expect(sectionOfHash('#')).toBeUndefined();
    expect(sectionOfHash('#pricing')).toBeUndefined();
  });
});

describe('needsHomeHash', () => {
  it('asks for #home only when there is no hash', () => {
    expect(needsHomeHash('')).toBe(true);
    expect(needsHomeHash('#')).toBe(true);
    expect(needsHomeHash('#about')).toBe(false);
    expect(needsHomeHash('#home')).toBe(false);
  });
});

describe('emptyEnquiry', () => {
  it('starts empty with the region Asia', () => {
    expect(emptyEnquiry).toEqual({ email: '', company: '', region: 'as', comment: '' });
  });
});
