import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { at, cookieJar, server, useTestServer } from '../test/server.ts';
import { getCurrentUser, login, logout } from './session.ts';
import { user } from './testData.ts';

useTestServer();

describe('login', () => {
  it('asks for the security cookie first, then posts the credentials with its token', async () => {
    const steps: string[] = [];
    let form: FormData | undefined;
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), () => {
        steps.push('csrf-cookie');
        cookieJar.set('XSRF-TOKEN', 'fresh%3D');
        return new HttpResponse(null, { status: 204 });
      }),
      mock.post(at('/login'), async ({ request }) => {
        steps.push(`login with token ${request.headers.get('X-XSRF-TOKEN')}`);
        form = await request.formData();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await login({ email: 'ana@example.com', password: 'secret', remember: true });
    expect(steps).toEqual(['csrf-cookie', 'login with token fresh=']);
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      email: 'ana@example.com',
      password: 'secret',
      remember: '1',
    });
  });

  it('rejects with the server message of wrong credentials', async () => {
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), () => new HttpResponse(null, { status: 204 })),
      mock.post(at('/login'), () =>
        HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await expect(login({ email: 'ana@example.com', password: 'wrong', remember: false })).rejects.toMatchObject({
      status: 422,
      data: { message: 'These credentials do not match our records.' },
    });
  });
});

describe('logout', () => {
  it('sends DELETE /logout', async () => {
    let method = '';
    server.use(
      mock.delete(at('/logout'), ({ request }) => {
        method = request.method;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(method).toBe('DELETE');
  });
});

describe('getCurrentUser', () => {
  it('sends the include flags and answers data.data', async () => {
    let query = '';
    server.use(
      mock.get(at('/api/user'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: { ...user, areas_data: [{ id: 1, name: 'Europe', code: 'eu' }] } });
      }),
    );
    const current = await getCurrentUser({ includeAreasData: true, includeCompaniesData: false });
    expect(query).toBe('?includeAreasData=1&includeCompaniesData=0');
    expect(current.role_data.title).toBe('Administrator');
    expect(current.areas_data).toEqual([{ id: 1, name: 'Europe', code: 'eu' }]);
  });

  it('sends no flags when none are asked for', async () => {
    let query = 'unset';
    server.use(
      mock.get(at('/api/user'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: user });
      }),
    );
    await getCurrentUser();
    expect(query).toBe('');
  });

  it('a user without permissions_keys is malformed, not a crash later', async () => {
    const { permissions_keys: _, ...incomplete } = user;
    server.use(mock.get(at('/api/user'), () => HttpResponse.json({ data: incomplete })));
    await expect(getCurrentUser()).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent data we could not read',
    });
  });
});
