import { timing } from '../theme/tokens.ts';

/** Temporary reasons to hold the rotation; it resumes when all of them are gone. */
const holdReasons = ['hover', 'focus', 'transition'] as const;
type HoldReason = (typeof holdReasons)[number];

interface AutoplaySnapshot {
  /** Rotation is switched on (by default, or by the user's play button) and not stopped by reduced motion. */
  playing: boolean;
  /** The timer is counting: playing and not held. */
  running: boolean;
}

interface AutoplayOptions {
  /** Milliseconds between two advances; defaults to 5000. */
  interval?: number;
  /** Called each time the interval elapses. */
  onAdvance: () => void;
}

/**
 * The auto-rotation clock of a carousel. It advances every `interval` ms while playing and not held (hover,
 * keyboard focus, a running transition); any hold restarts the count, so after a pause the next slide comes a
 * full interval later. Reduced motion stops it like the stop button; only the play button starts it again.
 * Timers run only between `attach()` and the returned detach (the component's mount and unmount).
 */
export function createAutoplay({ interval = timing.scrollerIntervalMs, onAdvance }: AutoplayOptions) {
  const holds = new Set<HoldReason>();
  const listeners = new Set<() => void>();
  let playing = true;
  let attached = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let snapshot: AutoplaySnapshot = { playing, running: false };

  function sync() {
    const running = attached && playing && holds.size === 0;
    if (!running && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (running && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        onAdvance();
        sync();
      }, interval);
    }
    if (snapshot.playing !== playing || snapshot.running !== running) {
      snapshot = { playing, running };
      for (const listener of listeners) listener();
    }
  }

  return {
    /** The current state; the same object until something changes (for `useSyncExternalStore`). */
    getSnapshot: () => snapshot,
    /** Be told when the snapshot changes; returns the unsubscribe function. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Start the timers; returns the function that stops them for good (or until attached again). */
    attach() {
      attached = true;
      sync();
      return () => {
        attached = false;
        sync();
      };
    },
    /** Set or release a temporary hold. */
    hold(reason: HoldReason, on: boolean) {
      if (on) holds.add(reason);
      else holds.delete(reason);
      sync();
    },
    /** The user starts rotation (the play button). */
    play() {
      playing = true;
      sync();
    },
    /** The user stops rotation (the stop button). */
    stop() {
      playing = false;
      sync();
    },
    /** Follow the user's motion preference: reduced motion stops the rotation. */
    setReducedMotion(reduce: boolean) {
      if (reduce) playing = false;
      sync();
    },
  };
}

/** The first visible slide after "next": one further, back to the first after the last position. */
export function nextIndex(index: number, count: number, perView: number): number {
  return index >= lastIndex(count, perView) ? 0 : index + 1;
}

/** The first visible slide after "previous": one back, round to the last position from the first. */
export function previousIndex(index: number, count: number, perView: number): number {
  return index <= 0 ? lastIndex(count, perView) : index - 1;
}

/** The last position the first visible slide can take (the last slides fill the view). */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}
