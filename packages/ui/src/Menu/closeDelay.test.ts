import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timing } from '../theme/tokens.ts';
import { createCloseDelay } from './closeDelay.ts';

describe('menu close delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (delayMs: number = timing.menuCloseDelayMs) => {
    const onClose = vi.fn();
    return { onClose, delay: createCloseDelay({ delayMs, onClose }) };
  };

  it('uses the spec default of 500 ms', () => {
    expect(timing.menuCloseDelayMs).toBe(500);
  });

  it('is still open 499 ms after the pointer leaves and closes at 500 ms', () => {
    const { onClose, delay } = setup();
    delay.leave();
    vi.advanceTimersByTime(499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when the pointer comes back before the delay ends', () => {
    const { onClose, delay } = setup();
    delay.leave();
    vi.advanceTimersByTime(400);
    delay.enter();
    vi.advanceTimersByTime(5000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts the delay from the last time the pointer left', () => {
    const { onClose, delay } = setup();
    delay.leave();
    vi.advanceTimersByTime(300);
    delay.enter();
    delay.leave();
    vi.advanceTimersByTime(499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only once for repeated leaves', () => {
    const { onClose, delay } = setup();
    delay.leave();
    delay.leave();
    vi.advanceTimersByTime(2000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom delay', () => {
    const { onClose, delay } = setup(1200);
    delay.leave();
    vi.advanceTimersByTime(1199);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a pending close', () => {
    const { onClose, delay } = setup();
    delay.leave();
    delay.cancel();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('entering without having left does nothing', () => {
    const { onClose, delay } = setup();
    delay.enter();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
