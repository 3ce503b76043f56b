import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { at, server, useTestServer } from '../test/server.ts';
import { ApiError } from './ApiError.ts';
import { callState, createCallState } from './callState.ts';
import { http } from './http.ts';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const notFound = new ApiError({ status: 404, kind: 'http', message: 'Not Found' });

describe('createCallState', () => {
  it('is loading while a call is in flight and idle after it', async () => {
    const state = createCallState();
    expect(state.getSnapshot()).toEqual({ loading: false, error: null });
    const call = deferred<string>();
    const tracked = state.track(call.promise);
    expect(state.getSnapshot().loading).toBe(true);
    call.resolve('done');
    await expect(tracked).resolves.toBe('done');
    expect(state.getSnapshot()).toEqual({ loading: false, error: null });
  });

  it('keeps the last error until a call succeeds', async () => {
    const state = createCallState();
    await expect(state.track(Promise.reject(notFound))).rejects.toBe(notFound);
    expect(state.getSnapshot()).toEqual({ loading: false, error: notFound });

    const next = deferred<number>();
    const tracked = state.track(next.promise);
    expect(state.getSnapshot()).toEqual({ loading: true, error: notFound });
    next.resolve(1);
    await tracked;
    expect(state.getSnapshot()).toEqual({ loading: false, error: null });
  });

  it('stays loading until the last of overlapping calls settles', async () => {
    const state = createCallState();
    const first = deferred<void>();
    const second = deferred<void>();
    const tracked = [state.track(first.promise), state.track(second.promise)];
    first.resolve();
    await tracked[0];
    expect(state.getSnapshot().loading).toBe(true);
    second.resolve();
    await tracked[1];
    expect(state.getSnapshot().loading).toBe(false);
  });

  it('stores an error that is not an ApiError as a network error', async () => {
    const state = createCallState();
    await state.track(Promise.reject(new TypeError('Failed to fetch'))).catch(() => {});
    expect(state.getSnapshot().error).toMatchObject({ status: 0, kind: 'network' });
  });

  it('tells subscribers of each change and keeps the snapshot identical between changes', async () => {
    const state = createCallState();
    const seen: boolean[] = [];
    const unsubscribe = state.subscribe(() => seen.push(state.getSnapshot().loading));
    const before = state.getSnapshot();
    expect(state.getSnapshot()).toBe(before);
    await state.track(Promise.resolve());
    expect(seen).toEqual([true, false]);
    unsubscribe();
    await state.track(Promise.resolve());
    expect(seen).toEqual([true, false]);
  });
});

describe('the shared call state of the HTTP helper', () => {
  useTestServer();

  it('follows real requests: loading, then the error, then cleared by a success', async () => {
    server.use(
      mock.get(at('/api/categories/99'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      mock.get(at('/api/categories/1'), () => HttpResponse.json({ id: 1 })),
    );
    const failing = http.get('/api/categories/99', z.unknown());
    expect(callState.getSnapshot().loading).toBe(true);
    await failing.catch(() => {});
    expect(callState.getSnapshot()).toMatchObject({ loading: false, error: { status: 404, message: 'Not Found' } });
    await http.get('/api/categories/1', z.unknown());
    expect(callState.getSnapshot()).toEqual({ loading: false, error: null });
  });
});
