// Answers the screens can trust, without rejecting good ones: dates checked as dates, URLs checked as links, and
// strictness only about the fields a screen uses.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { documentFileSchema } from './documents.ts';
import { notificationSchema, userSchema } from './people.ts';

const notification = {
  id: 1,
  title: 'New catalogue',
  message: 'Our new catalogue is out.',
  url: '/catalog/categories/7',
  read_at: null,
  created_at: '2026-01-31T09:00:00.000000Z',
};

const file = {
  id: 4,
  name: 'Manual.pdf',
  url: 'https://bucket.example.com/documents/manual.pdf',
  mime_type: 'application/pdf',
  size: 1200,
  created_at: '2026-01-31T09:00:00.000000Z',
};

const user = {
  id: 3,
  name: 'Carla Customer',
  email: 'customer@example.com',
  is_active: true,
  role_id: 3,
  role_data: { id: 3, title: 'Customer' },
  permissions_keys: [],
};

describe('dates in answers', () => {
  it('keeps a Laravel timestamp', () => {
    expect(z.parse(notificationSchema, notification).created_at).toBe('2026-01-31T09:00:00.000000Z');
  });

  it('turns a value that is not a date into null instead of rejecting the answer', () => {
    expect(z.parse(notificationSchema, { ...notification, created_at: 'n/a' }).created_at).toBeNull();
    expect(z.parse(documentFileSchema, { ...file, created_at: '' }).created_at).toBeNull();
  });
});

describe('URLs in answers', () => {
  it('keeps https and http URLs absolute (storage buckets)', () => {
    expect(z.parse(documentFileSchema, file).url).toBe('https://bucket.example.com/documents/manual.pdf');
    expect(z.parse(notificationSchema, { ...notification, url: 'http://media.example.com/a.pdf' }).url).toBe(
      'http://media.example.com/a.pdf',
    );
  });

  it('keeps same-origin paths', () => {
    expect(z.parse(notificationSchema, notification).url).toBe('/catalog/categories/7');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com/phish',
    '/\\evil.example.com/phish',
    'not a url',
  ])('never makes %j a link', (url) => {
    expect(z.parse(notificationSchema, { ...notification, url }).url).toBeNull();
    expect(z.parse(documentFileSchema, { ...file, url }).url).toBeNull();
  });
});

describe('the logged-in user', () => {
  it('reads is_active sent as 1/0 from a tinyint column', () => {
    expect(z.parse(userSchema, { ...user, is_active: 1 }).is_active).toBe(true);
    expect(z.parse(userSchema, { ...user, is_active: 0 }).is_active).toBe(false);
  });

  it('accepts extra fields and missing fields no screen uses', () => {
    const { id, name, email, role_id, role_data, permissions_keys, is_active } = user;
    const answer = { id, name, email, role_id, role_data, permissions_keys, is_active, team: 'Sales', avatar: null };
    expect(z.safeParse(userSchema, answer).success).toBe(true);
  });

  it('still rejects a user without the permission keys the guards use', () => {
    const { permissions_keys: _unused, ...withoutKeys } = user;
    expect(z.safeParse(userSchema, withoutKeys).success).toBe(false);
  });
});

describe('ids in answers', () => {
  it('reads the digits Laravel sends for a foreign key taken from form input as the number', () => {
    const created = z.parse(userSchema, { ...user, role_id: '4', role_data: { id: '4', title: 'Customer' } });
    expect([created.role_id, created.role_data.id]).toEqual([4, 4]);
  });

  it('rejects an id that is not a whole number', () => {
    expect(z.safeParse(userSchema, { ...user, role_id: '4a' }).success).toBe(false);
  });
});
