import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline.ts';

describe('withDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the work when it ends in time, and leaves no timer behind', async () => {
    await expect(withDeadline(Promise.resolve('drawn'), 15_000)).resolves.toBe('drawn');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers undefined once the deadline passes, and leaves no timer behind', async () => {
    const answer = withDeadline(new Promise<string>(() => {}), 15_000);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when the work fails', async () => {
    await expect(withDeadline(Promise.reject(new Error('read failed')), 15_000)).rejects.toThrow('read failed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
