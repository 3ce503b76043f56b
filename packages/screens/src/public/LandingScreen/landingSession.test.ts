import { configureApi, resetApiConfig } from '@factory/api';
import { afterEach, describe, expect, it } from 'vitest';
import { checkVisitor } from './landingSession.ts';

const answering = (response: () => Promise<Response>, cookies: Record<string, string> = { 'XSRF-TOKEN': 'abc' }) => {
  const seen: Request[] = [];
  configureApi({
    baseUrl: 'https://api.example',
    readCookie: (name) => cookies[name],
    fetch: (input, init) => {
      seen.push(new Request(input, init));
      return response();
    },
  });
  return seen;
};

afterEach(resetApiConfig);

describe('checkVisitor', () => {
  it('sees a customer when GET /api/user answers a user, asking as the API client does', async () => {
    const seen = answering(async () => Response.json({ data: { id: 3 } }));
    expect(await checkVisitor()).toBe('customer');
    expect(seen[0]?.url).toBe('https://api.example/api/user');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('asks nothing on a first visit: without the XSRF-TOKEN cookie there is no session', async () => {
    const seen = answering(async () => Response.json({ data: { id: 3 } }), {});
    expect(await checkVisitor()).toBe('visitor');
    expect(seen).toHaveLength(0);
  });

  it('sees a visitor on 401', async () => {
    answering(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
    expect(await checkVisitor()).toBe('visitor');
  });

  it('treats a failed or unreadable check as a visitor, so the public page still works', async () => {
    answering(async () => Response.json({ message: 'Server Error' }, { status: 500 }));
    expect(await checkVisitor()).toBe('visitor');
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkVisitor()).toBe('visitor');
    answering(async () => new Response('<html>', { status: 200 }));
    expect(await checkVisitor()).toBe('visitor');
  });
});
