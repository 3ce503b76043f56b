// The local API is not the weak spot: form keys never reach prototypes, uploads are served as what they are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formToObject } from './http/laravel.ts';
import { db } from './node.ts';
import { createSession, sessionCookieName, sessionFrom } from './session.ts';
import { origin, useMockApi } from './test/useMockApi.ts';

useMockApi();

describe('form keys', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it.each([
    '__proto__[polluted]=yes',
    'constructor[prototype][polluted]=yes',
    'a[__proto__][polluted]=yes',
    'a[constructor][prototype][polluted]=yes',
  ])('%s never pollutes objects, and the other fields still arrive', (key) => {
    const input = formToObject(new URLSearchParams(`${key}&name=Carla&tags[]=red`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(input).toEqual({ name: 'Carla', tags: ['red'] });
  });
});

describe('uploaded files', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('serves an uploaded HTML page as a download, never as a page of the app', async () => {
    db.uploads.set(
      '/media/uploads/offer.html',
      new Blob(['<script>alert(document.cookie)</script>'], { type: 'text/html' }),
    );
    const answer = await fetch(`${origin}/media/uploads/offer.html`);
    expect(answer.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="offer.html"');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves an SVG upload claiming to be an image as a download too (it can carry script)', async () => {
    db.uploads.set('/media/uploads/logo.png', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }));
    const answer = await fetch(`${origin}/media/uploads/logo.png`);
    expect(answer.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="logo.png"');
  });

  it('serves a real image inline as the type its bytes are, whatever the upload claimed', async () => {
    db.uploads.set('/media/uploads/photo.jpg', new Blob([png], { type: 'text/html' }));
    const answer = await fetch(`${origin}/media/uploads/photo.jpg`);
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    expect(answer.headers.get('Content-Disposition')).toBeNull();
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('guest sessions', () => {
  afterEach(() => vi.useRealTimers());
  const cookiesOf = (id: string) => ({ [sessionCookieName]: id });

  it('expire after 120 idle minutes, as Laravel sessions do; a logged-in one stays until logout', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const guest = createSession();
    const user = createSession(3);
    vi.advanceTimersByTime(119 * 60 * 1000);
    expect(sessionFrom(cookiesOf(guest.id))).toBe(guest);
    vi.advanceTimersByTime(119 * 60 * 1000);
    expect(sessionFrom(cookiesOf(guest.id))).toBe(guest);
    vi.advanceTimersByTime(121 * 60 * 1000);
    expect(sessionFrom(cookiesOf(guest.id))).toBeUndefined();
    expect(db.sessions.has(guest.id)).toBe(false);
    expect(sessionFrom(cookiesOf(user.id))).toBe(user);
  });

  it('idle ones are swept when new sessions start, so the store does not grow for ever', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const abandoned = createSession();
    vi.advanceTimersByTime(121 * 60 * 1000);
    createSession();
    expect(db.sessions.has(abandoned.id)).toBe(false);
  });
});
