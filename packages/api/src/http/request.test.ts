import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { at, cookieJar, server, useTestServer } from '../test/server.ts';
import { ApiError } from './ApiError.ts';
import { configureApi } from './config.ts';
import { http } from './http.ts';

useTestServer();

const okSchema = z.object({ ok: z.boolean() });

/** Records every request a handler sees. */
function recorder() {
  const requests: Request[] = [];
  return { requests, keep: (request: Request) => requests.push(request.clone()) };
}

/** Runs a call expected to fail and hands back its ApiError. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('every request', () => {
  it('sends the ajax marker, asks for JSON and attaches the URL-decoded XSRF token', async () => {
    cookieJar.set('XSRF-TOKEN', 'eyJpdiI6IkE%2BQiJ9%3D%3D');
    const seen = recorder();
    server.use(
      mock.get(at('/api/user'), ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/api/user', okSchema);
    const [request] = seen.requests;
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('eyJpdiI6IkE+QiJ9==');
  });

  it('asks fetch to include cookies (credentials: include)', async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    configureApi({ fetch: fetchSpy });
    server.use(mock.get(at('/api/user'), () => HttpResponse.json({ ok: true })));
    await http.get('/api/user', okSchema);
    expect(fetchSpy).toHaveBeenCalledWith(at('/api/user'), expect.objectContaining({ credentials: 'include' }));
  });

  it('sends no XSRF header before the cookie exists', async () => {
    const seen = recorder();
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), ({ request }) => {
        seen.keep(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await http.get('/sanctum/csrf-cookie', z.unknown());
    expect(seen.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('resolves paths against the configured base URL', async () => {
    configureApi({ baseUrl: 'http://other.test/backend' });
    server.use(mock.get('http://other.test/backend/api/roles', () => HttpResponse.json({ ok: true })));
    await expect(http.get('/api/roles', okSchema)).resolves.toEqual({ ok: true });
  });
});

describe('methods and bodies', () => {
  it('get sends query parameters', async () => {
    const seen = recorder();
    server.use(
      mock.get(at('/api/product'), ({ request }) => {
        seen.keep(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/api/product', okSchema, { q: 'dinosaur', page: 2 });
    const url = new URL(seen.requests[0]?.url ?? '');
    expect(url.searchParams.get('q')).toBe('dinosaur');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('post sends multipart form data with files and nested arrays', async () => {
    let form: FormData | undefined;
    let contentType: string | null = null;
    server.use(
      mock.post(at('/api/product/store-product-verification'), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        form = await request.formData();
        return HttpResponse.json({ ok: true });
      }),
    );
    const image = new File(['<svg/>'], 'front.svg', { type: 'image/svg+xml' });
    await http.post('/api/product/store-product-verification', okSchema, {
      token: 't-1',
      info: { title: 'Giant T-Rex' },
      category: [4, 9],
      uploads: [{ file: image, caption: 'Front' }],
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.get('token')).toBe('t-1');
    expect(form?.get('info[title]')).toBe('Giant T-Rex');
    expect(form?.getAll('category[0]')).toEqual(['4']);
    expect(form?.get('category[1]')).toBe('9');
    expect(form?.get('uploads[0][caption]')).toBe('Front');
    const file = form?.get('uploads[0][file]') as File;
    expect(file.name).toBe('front.svg');
    expect(await file.text()).toBe('<svg/>');
  });

  it.each(['put', 'patch', 'delete'] as const)('%s sends a JSON body', async (method) => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      mock[method](at('/api/customer-wishlist/5'), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await http[method]('/api/customer-wishlist/5', okSchema, { qty: 3, tags: ['a'] });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ qty: 3, tags: ['a'] });
  });

  it('accepts an empty 204 answer', async () => {
    server.use(mock.delete(at('/logout'), () => new HttpResponse(null, { status: 204 })));
    await expect(http.delete('/logout', z.unknown())).resolves.toBeUndefined();
  });
});

describe('419: stale anti-forgery token', () => {
  it('fetches a fresh cookie and retries once with the new token', async () => {
    cookieJar.set('XSRF-TOKEN', 'old');
    const tokens: Array<string | null> = [];
    let csrfCalls = 0;
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), () => {
        csrfCalls += 1;
        cookieJar.set('XSRF-TOKEN', 'new%2Btoken');
        return new HttpResponse(null, { status: 204 });
      }),
      mock.put(at('/api/users/1'), ({ request }) => {
        const token = request.headers.get('X-XSRF-TOKEN');
        tokens.push(token);
        return token === 'new+token'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    await expect(http.put('/api/users/1', okSchema, { name: 'Ana' })).resolves.toEqual({ ok: true });
    expect(csrfCalls).toBe(1);
    expect(tokens).toEqual(['old', 'new+token']);
  });

  it('retries only once: a second 419 rejects', async () => {
    let attempts = 0;
    let csrfCalls = 0;
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), () => {
        csrfCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      mock.post(at('/api/users'), () => {
        attempts += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    const error = await failureOf(http.post('/api/users', okSchema, { name: 'Ana' }));
    expect(error.status).toBe(419);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('CSRF token mismatch.');
    expect(attempts).toBe(2);
    expect(csrfCalls).toBe(1);
  });

  it('resends the multipart body on the retry', async () => {
    const titles: Array<FormDataEntryValue | null> = [];
    server.use(
      mock.get(at('/sanctum/csrf-cookie'), () => new HttpResponse(null, { status: 204 })),
      mock.post(at('/api/categories'), async ({ request }) => {
        titles.push((await request.formData()).get('title'));
        return titles.length === 1
          ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
          : HttpResponse.json({ ok: true });
      }),
    );
    await http.post('/api/categories', okSchema, { title: 'Lighting' });
    expect(titles).toEqual(['Lighting', 'Lighting']);
  });
});

describe('errors come back as one ApiError', () => {
  it.each([
    [401, 'Unauthenticated.'],
    [403, 'This action is unauthorized.'],
    [404, 'No query results for model [App\\Models\\Product] 99'],
    [500, 'Server Error'],
  ])('%i carries the server message', async (status, message) => {
    server.use(mock.get(at('/api/thing'), () => HttpResponse.json({ message }, { status })));
    const error = await failureOf(http.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status, kind: 'http', message, fieldErrors: {} });
    expect(error.data.message).toBe(message);
  });

  it('an error page that is not JSON still gives a readable message', async () => {
    server.use(mock.get(at('/api/thing'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await failureOf(http.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 502, kind: 'http', message: 'The server answered with an error (502).' });
  });

  it('422 keeps the message and every field error', async () => {
    server.use(
      mock.post(at('/api/users'), () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken. (and 1 more error)',
            errors: {
              email: ['The email has already been taken.', 'Enter a valid email address'],
              'images.0.url': ['Input must not be empty.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failureOf(http.post('/api/users', okSchema, {}));
    expect(error.status).toBe(422);
    expect(error.data.message).toBe('The email has already been taken. (and 1 more error)');
    expect(error.fieldErrors).toEqual({
      email: ['The email has already been taken.', 'Enter a valid email address'],
      'images.0.url': ['Input must not be empty.'],
    });
  });

  it('a network failure is status 0, kind network', async () => {
    server.use(mock.get(at('/api/thing'), () => HttpResponse.error()));
    const error = await failureOf(http.get('/api/thing', okSchema));
    expect(error).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('a 200 that is not JSON is malformed', async () => {
    server.use(mock.get(at('/api/thing'), () => new HttpResponse('{"ok": tru', { status: 200 })));
    const error = await failureOf(http.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 200, kind: 'malformed', message: 'The server sent data we could not read' });
  });

  it('a 200 that does not match the schema is malformed', async () => {
    server.use(mock.get(at('/api/thing'), () => HttpResponse.json({ ok: 'yes' })));
    const error = await failureOf(http.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 200, kind: 'malformed', message: 'The server sent data we could not read' });
  });
});

describe('the app hooks for 401 and 404', () => {
  it('calls onUnauthorized for a 401 and onNotFound for a 404, each with the error', async () => {
    const onUnauthorized = vi.fn();
    const onNotFound = vi.fn();
    configureApi({ onUnauthorized, onNotFound });
    server.use(
      mock.get(at('/api/user'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      mock.get(at('/api/categories/99'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const unauthorized = await failureOf(http.get('/api/user', okSchema));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(unauthorized);
    expect(onNotFound).not.toHaveBeenCalled();
    const notFound = await failureOf(http.get('/api/categories/99', okSchema));
    expect(onNotFound).toHaveBeenCalledExactlyOnceWith(notFound);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls neither for other errors', async () => {
    const onUnauthorized = vi.fn();
    const onNotFound = vi.fn();
    configureApi({ onUnauthorized, onNotFound });
    server.use(mock.get(at('/api/roles'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await failureOf(http.get('/api/roles', okSchema));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onNotFound).not.toHaveBeenCalled();
  });
});
