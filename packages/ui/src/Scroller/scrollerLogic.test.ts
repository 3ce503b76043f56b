import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timing } from '../theme/tokens.ts';
import { createAutoplay, lastIndex, nextIndex, previousIndex } from './scrollerLogic.ts';

describe('autoplay clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(interval?: number) {
    const onAdvance = vi.fn();
    const autoplay = createAutoplay({ interval, onAdvance });
    const detach = autoplay.attach();
    return { onAdvance, autoplay, detach };
  }

  it('advances every 5000 ms by default: not at 4999, at 5000, again at 10000', () => {
    expect(timing.scrollerIntervalMs).toBe(5000);
    const { onAdvance } = setup();
    vi.advanceTimersByTime(4999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('takes another interval', () => {
    const { onAdvance } = setup(800);
    vi.advanceTimersByTime(799);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('does nothing before it is attached or after it is detached', () => {
    const onAdvance = vi.fn();
    const autoplay = createAutoplay({ onAdvance });
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
    const detach = autoplay.attach();
    expect(autoplay.getSnapshot()).toEqual({ playing: true, running: true });
    detach();
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(autoplay.getSnapshot().running).toBe(false);
  });

  for (const reason of ['hover', 'focus', 'transition'] as const) {
    it(`pauses while held by ${reason} and resumes a full interval after the hold ends`, () => {
      const { onAdvance, autoplay } = setup();
      vi.advanceTimersByTime(3000);
      autoplay.hold(reason, true);
      expect(autoplay.getSnapshot()).toEqual({ playing: true, running: false });
      vi.advanceTimersByTime(60_000);
      expect(onAdvance).not.toHaveBeenCalled();
      autoplay.hold(reason, false);
      expect(autoplay.getSnapshot().running).toBe(true);
      vi.advanceTimersByTime(4999);
      expect(onAdvance).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onAdvance).toHaveBeenCalledTimes(1);
    });
  }

  it('stays paused until every hold is released', () => {
    const { onAdvance, autoplay } = setup();
    autoplay.hold('hover', true);
    autoplay.hold('transition', true);
    autoplay.hold('hover', false);
    vi.advanceTimersByTime(10_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.hold('transition', false);
    vi.advanceTimersByTime(5000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stops with the stop button and starts again with play', () => {
    const { onAdvance, autoplay } = setup();
    autoplay.stop();
    expect(autoplay.getSnapshot()).toEqual({ playing: false, running: false });
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.play();
    vi.advanceTimersByTime(5000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('a hover ending does not restart a stopped rotation', () => {
    const { onAdvance, autoplay } = setup();
    autoplay.hold('hover', true);
    autoplay.stop();
    autoplay.hold('hover', false);
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stops when the user prefers reduced motion, and only the play button restarts it', () => {
    const { onAdvance, autoplay } = setup();
    autoplay.setReducedMotion(true);
    expect(autoplay.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.setReducedMotion(false);
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.play();
    vi.advanceTimersByTime(5000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('keeps playing when motion is not reduced', () => {
    const { onAdvance, autoplay } = setup();
    autoplay.setReducedMotion(false);
    vi.advanceTimersByTime(5000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about changes and keeps the snapshot stable otherwise', () => {
    const { autoplay } = setup();
    const listener = vi.fn();
    autoplay.subscribe(listener);
    const before = autoplay.getSnapshot();
    autoplay.hold('hover', false);
    expect(autoplay.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    autoplay.hold('hover', true);
    expect(listener).toHaveBeenCalledTimes(1);
    autoplay.stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('slide positions', () => {
  it('moves one slide forward and wraps to the first after the last', () => {
    expect(nextIndex(0, 10, 1)).toBe(1);
    expect(nextIndex(8, 10, 1)).toBe(9);
    expect(nextIndex(9, 10, 1)).toBe(0);
  });

  it('moves one slide back and wraps to the last from the first', () => {
    expect(previousIndex(5, 10, 1)).toBe(4);
    expect(previousIndex(0, 10, 1)).toBe(9);
  });

  it('with several slides in view, the last position shows the last slides', () => {
    expect(lastIndex(10, 3)).toBe(7);
    expect(nextIndex(6, 10, 3)).toBe(7);
    expect(nextIndex(7, 10, 3)).toBe(0);
    expect(previousIndex(0, 10, 3)).toBe(7);
    // Fewer slides than fit: there is nowhere to move.
    expect(lastIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 2, 3)).toBe(0);
  });
});
