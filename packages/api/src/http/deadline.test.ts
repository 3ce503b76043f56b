// Requests that end: a deadline on every call, and the caller's signal cancels it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useTestServer } from '../test/server.ts';
import { ApiError } from './ApiError.ts';
import { configureApi } from './config.ts';
import { request } from './request.ts';

useTestServer();
afterEach(() => vi.useRealTimers());

/** A server that never answers; it records the signal each fetch was given. */
function silentServer() {
  const signals: AbortSignal[] = [];
  configureApi({
    fetch: (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) throw new Error('Every fetch must be given a signal');
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  });
  return signals;
}

const call = (signal?: AbortSignal) =>
  request({ method: 'GET', path: '/api/categories', schema: z.unknown(), signal }).catch((error: unknown) => error);

describe('a call to a server that does not answer', () => {
  it('fails after 30 seconds by default with a clear message', async () => {
    vi.useFakeTimers();
    const signals = silentServer();
    let settled: unknown;
    void call().then((error) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'The server did not answer within 30 seconds. Try again.',
    });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('takes its deadline from the configuration', async () => {
    vi.useFakeTimers();
    silentServer();
    configureApi({ timeoutMs: 5000 });
    const outcome = call();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({
      kind: 'timeout',
      message: 'The server did not answer within 5 seconds. Try again.',
    });
  });
});

describe('a call whose caller gives up', () => {
  it('aborts the fetch and fails as cancelled, not as a network error', async () => {
    const signals = silentServer();
    const controller = new AbortController();
    const outcome = call(controller.signal);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'cancelled', message: 'The request was cancelled.' });
    expect(signals[0]?.aborted).toBe(true);
  });
});
