import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedLines, ToastQueue, toastLines } from './toastQueue.ts';

const texts = (queue: ToastQueue) => queue.visibleToasts.map((toast) => toast.content.lines.join(' / '));

describe('toast timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a toast after 3000 ms by default, not before', () => {
    const queue = new ToastQueue();
    queue.show({ variant: 'success', message: 'Product successfully verified.' });
    vi.advanceTimersByTime(2999);
    expect(texts(queue)).toEqual(['Product successfully verified.']);
    vi.advanceTimersByTime(1);
    expect(texts(queue)).toEqual([]);
  });

  it('keeps a toast for its own duration when one is given (8000 ms)', () => {
    const queue = new ToastQueue();
    queue.show({ variant: 'danger', message: ['Product verification failed.'], duration: 8000 });
    vi.advanceTimersByTime(7999);
    expect(texts(queue)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(texts(queue)).toHaveLength(0);
  });

  it('does not count time while paused (hovered or focused) and resumes with what was left', () => {
    const queue = new ToastQueue();
    queue.show({ message: 'Saved' });
    vi.advanceTimersByTime(1000);
    queue.pauseAll();
    vi.advanceTimersByTime(60_000);
    expect(texts(queue)).toEqual(['Saved']);
    queue.resumeAll();
    vi.advanceTimersByTime(1999);
    expect(texts(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts(queue)).toEqual([]);
  });

  it('holds a toast shown while the region is paused until the pause ends', () => {
    const queue = new ToastQueue();
    queue.pauseAll();
    queue.show({ message: 'Arrived while hovered' });
    vi.advanceTimersByTime(5000);
    expect(texts(queue)).toHaveLength(1);
    queue.resumeAll();
    vi.advanceTimersByTime(3000);
    expect(texts(queue)).toHaveLength(0);
  });

  it('times each toast on its own and shows the newest first', () => {
    const queue = new ToastQueue();
    queue.show({ message: 'First' });
    vi.advanceTimersByTime(1000);
    queue.show({ message: 'Second', duration: 8000 });
    expect(texts(queue)).toEqual(['Second', 'First']);
    vi.advanceTimersByTime(2000);
    expect(texts(queue)).toEqual(['Second']);
  });

  it('closes a dismissed toast at once and never fires its timer afterwards', () => {
    const queue = new ToastQueue();
    const onChange = vi.fn();
    const key = queue.show({ message: 'Dismiss me' });
    queue.subscribe(onChange);
    queue.close(key);
    expect(texts(queue)).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast that offers an action until it is answered', () => {
    const queue = new ToastQueue();
    queue.show({ message: 'Africa was deleted.', action: { label: 'Undo', onAction: () => {} } });
    vi.advanceTimersByTime(600_000);
    expect(texts(queue)).toEqual(['Africa was deleted.']);
  });

  it('times a toast with an action when a duration is given', () => {
    const queue = new ToastQueue();
    queue.show({ message: 'Africa was deleted.', duration: 8000, action: { label: 'Undo', onAction: () => {} } });
    vi.advanceTimersByTime(8000);
    expect(texts(queue)).toEqual([]);
  });
});

describe('toastLines', () => {
  it('puts each array item on its own line', () => {
    expect(toastLines(['Product verification failed.', 'The title field is required.'])).toEqual([
      'Product verification failed.',
      'The title field is required.',
    ]);
  });

  it('splits text on newlines and drops blank lines', () => {
    expect(toastLines('Product verification failed.\nThe title field is required.\n\n')).toEqual([
      'Product verification failed.',
      'The title field is required.',
    ]);
  });
});

describe('keyedLines', () => {
  it('gives repeated lines distinct keys', () => {
    const keys = keyedLines(['The field is required.', 'Other', 'The field is required.']).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(3);
  });
});
