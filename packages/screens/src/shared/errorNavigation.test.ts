import { ApiError } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { errorNavigation, loginAfter401 } from './errorNavigation.ts';

const failure = (status: number) => new ApiError({ status, kind: 'http', message: 'x' });
const signedInElsewhere = { signedIn: true, onIndex: false };

describe('errorNavigation (spec §4/§8)', () => {
  it('signs a signed-in user out and sends them to login on a 401', () => {
    expect(errorNavigation(failure(401), signedInElsewhere)).toEqual({ kind: 'signOut', toLogin: true });
  });

  it('signs a signed-in user out on index without leaving it', () => {
    expect(errorNavigation(failure(401), { signedIn: true, onIndex: true })).toEqual({
      kind: 'signOut',
      toLogin: false,
    });
  });

  it('ignores a 401 for a visitor who was never signed in (the session check saying "nobody")', () => {
    expect(errorNavigation(failure(401), { signedIn: false, onIndex: false })).toEqual({ kind: 'none' });
  });

  it('goes to notFound on any 404, signed in or not', () => {
    expect(errorNavigation(failure(404), signedInElsewhere)).toEqual({ kind: 'notFound' });
    expect(errorNavigation(failure(404), { signedIn: false, onIndex: true })).toEqual({ kind: 'notFound' });
  });

  it('leaves every other failure to the screen', () => {
    expect(errorNavigation(failure(403), signedInElsewhere)).toEqual({ kind: 'none' });
    expect(errorNavigation(failure(422), signedInElsewhere)).toEqual({ kind: 'none' });
    expect(errorNavigation(failure(500), signedInElsewhere)).toEqual({ kind: 'none' });
    expect(errorNavigation(new Error('bug'), signedInElsewhere)).toEqual({ kind: 'none' });
  });
});

describe('loginAfter401', () => {
  it('sends the verification link back through login with its token; any other page to plain login', () => {
    expect(loginAfter401('/login', '/verify-product', { pathname: '/verify-product', search: '?token=vt-1' })).toBe(
      '/login?next=%2Fverify-product%3Ftoken%3Dvt-1',
    );
    expect(loginAfter401('/login', '/verify-product', { pathname: '/catalog/wishlist', search: '?x=1' })).toBe(
      '/login',
    );
  });
});
