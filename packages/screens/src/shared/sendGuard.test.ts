import { describe, expect, it } from 'vitest';
import { createLatestSender, createSendGuard } from './sendGuard.ts';

/** A request the test answers by hand. */
function pendingRequest<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the send guard', () => {
  it('sends once when asked twice in the same tick, and both callers get the one answer', async () => {
    const guard = createSendGuard();
    const request = pendingRequest<string>();
    let sent = 0;
    const send = () => {
      sent += 1;
      return request.promise;
    };
    const first = guard(send);
    const second = guard(send);
    expect(sent).toBe(1);
    request.resolve('Sent');
    expect(await first).toBe('Sent');
    expect(await second).toBe('Sent');
  });

  it('sends again once the first send has failed', async () => {
    const guard = createSendGuard();
    let sent = 0;
    const failing = () => {
      sent += 1;
      return Promise.reject(new Error('The server answered with an error (500).'));
    };
    await expect(guard(failing)).rejects.toThrow('(500)');
    await expect(guard(failing)).rejects.toThrow('(500)');
    expect(sent).toBe(2);
  });

  it('abandons the send on its way: its signal aborts and the next send goes out at once', async () => {
    const guard = createSendGuard();
    const signals: AbortSignal[] = [];
    const first = pendingRequest<string>();
    const second = pendingRequest<string>();
    const requests = [first, second];
    const send = (signal: AbortSignal) => {
      signals.push(signal);
      return (requests[signals.length - 1] ?? first).promise;
    };
    void guard(send);
    guard.abandon();
    expect(signals[0]?.aborted).toBe(true);
    const again = guard(send);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    // The abandoned answer arriving late does not release the new send's latch.
    first.resolve('Late');
    await first.promise;
    void guard(send);
    expect(signals).toHaveLength(2);
    second.resolve('Sent');
    expect(await again).toBe('Sent');
  });
});

describe('the latest-value sender (quantity)', () => {
  it('sends one value at a time and then only the newest one waiting', async () => {
    const requests = [pendingRequest<void>(), pendingRequest<void>()];
    const sent: number[] = [];
    const push = createLatestSender<number>((qty) => {
      sent.push(qty);
      return requests[sent.length - 1]?.promise ?? Promise.resolve();
    });
    push(2);
    push(3);
    push(4);
    expect(sent).toEqual([2]);
    requests[0]?.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([2, 4]);
    requests[1]?.resolve();
  });

  it('tells a send whether its value is still the one the user wants', async () => {
    const first = pendingRequest<void>();
    const checks: Array<() => boolean> = [];
    const push = createLatestSender<number>((_qty, isNewest) => {
      checks.push(isNewest);
      return checks.length === 1 ? first.promise : Promise.resolve();
    });
    push(2);
    expect(checks[0]?.()).toBe(true);
    push(5);
    expect(checks[0]?.()).toBe(false);
    first.reject(new Error('The server answered with an error (500).'));
    await Promise.resolve();
    await Promise.resolve();
    expect(checks[1]?.()).toBe(true);
  });
});
