import { describe, expect, it } from 'vitest';
import { cookieValue, decodeXsrfToken, readDocumentCookie } from './cookies.ts';

describe('cookieValue', () => {
  it('finds one cookie among several, keeping "=" inside its value', () => {
    const cookies = 'laravel_session=s1; XSRF-TOKEN=eyJpdiI6Ik1%3D; theme=dark';
    expect(cookieValue(cookies, 'XSRF-TOKEN')).toBe('eyJpdiI6Ik1%3D');
    expect(cookieValue('a=b=c', 'a')).toBe('b=c');
  });

  it('does not match a cookie whose name only ends the same', () => {
    expect(cookieValue('OLD-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('decodeXsrfToken', () => {
  it('URL-decodes the value Laravel encoded', () => {
    expect(decodeXsrfToken('eyJpdiI6Ik1%3D%3D')).toBe('eyJpdiI6Ik1==');
  });

  it('keeps a value that is not valid URL encoding', () => {
    expect(decodeXsrfToken('100%')).toBe('100%');
  });
});

describe('readDocumentCookie', () => {
  it('reads nothing outside a browser', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});
