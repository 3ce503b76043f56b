import { describe, expect, it } from 'vitest';
import { emptyEnquiry, needsHomeHash, sectionOfHash, visitorKindOf } from './landingLogic.ts';

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

describe('visitorKindOf', () => {
  it('waits while the session is checked', () => {
    expect(visitorKindOf({ isPending: true, isError: false, data: undefined })).toBe('unknown');
  });

  it('sees a customer when a user is logged in, a visitor when the answer is "nobody"', () => {
    expect(visitorKindOf({ isPending: false, isError: false, data: { id: 3 } })).toBe('customer');
    expect(visitorKindOf({ isPending: false, isError: false, data: null })).toBe('visitor');
  });

  it('treats a failed session check as a visitor, so the public page still works', () => {
    expect(visitorKindOf({ isPending: false, isError: true, data: undefined })).toBe('visitor');
  });
});

describe('emptyEnquiry', () => {
  it('starts empty with the region Asia', () => {
    expect(emptyEnquiry).toEqual({ email: '', company: '', region: 'as', comment: '' });
  });
});
