import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { timing } from '../theme/tokens.ts';

export const toastVariants = ['success', 'danger', 'warning', 'info'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** What `show` takes. */
export interface ToastOptions {
  /** Colour and icon: `success`, `danger`, `warning` or `info`. Default `info`. */
  variant?: ToastVariant;
  /** The text. Each array item, or each line of a string with newlines, is shown on its own line. */
  message: string | readonly string[];
  /**
   * Milliseconds before it closes by itself (timing.toastMs, 3000, unless given). A toast with an `action` stays
   * until it is dismissed or its action is pressed, unless a duration is given.
   */
  duration?: number;
  /** One button beside the text ("Undo"); pressing it runs `onAction` and closes the toast. */
  action?: ToastAction;
}

/** The button a toast may offer. */
export interface ToastAction {
  /** The button's text, which is also its accessible name ("Undo"). */
  label: string;
  onAction: () => void;
}

/** What the region renders for one toast. */
export interface ToastContent {
  variant: ToastVariant;
  lines: string[];
  action?: ToastAction;
}

/** One line per array item or per newline; blank lines are dropped. */
export function toastLines(message: string | readonly string[]): string[] {
  const parts = typeof message === 'string' ? [message] : message;
  return parts.flatMap((part) => part.split('\n')).filter((line) => line.trim() !== '');
}

/** Stable React keys for lines that may repeat: the text plus which occurrence of it this is. */
export function keyedLines(lines: readonly string[]): { key: string; line: string }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const occurrence = (seen.get(line) ?? 0) + 1;
    seen.set(line, occurrence);
    return { key: `${occurrence}:${line}`, line };
  });
}

/** A pausable countdown: `remaining` shrinks only while running. */
class Countdown {
  private timerId: ReturnType<typeof setTimeout> | undefined;
  private startedAt = 0;
  constructor(
    private remaining: number,
    private readonly onDone: () => void,
  ) {
    this.resume();
  }
  pause() {
    if (this.timerId === undefined) return;
    clearTimeout(this.timerId);
    this.timerId = undefined;
    this.remaining -= Date.now() - this.startedAt;
  }
  resume() {
    if (this.timerId !== undefined) return;
    this.startedAt = Date.now();
    this.timerId = setTimeout(this.onDone, this.remaining);
  }
  cancel() {
    clearTimeout(this.timerId);
    this.timerId = undefined;
  }
}

/**
 * The queue behind `ToastProvider`. It owns the timers (React Aria's own start only once a toast has
 * rendered, which a unit test without a DOM cannot reach): a toast's countdown starts when it is shown,
 * and the region calls `pauseAll`/`resumeAll` while it is hovered or holds focus.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  private readonly countdowns = new Map<string, Countdown>();
  private paused = false;

  /** Shows a toast and returns its key (for `close`). */
  show({ variant = 'info', message, duration, action }: ToastOptions): string {
    const lines = toastLines(message);
    const key = this.add(action ? { variant, lines, action } : { variant, lines });
    // An offer the user has not answered must not vanish under them (WCAG 2.2.1): no timer unless asked for.
    if (action && duration === undefined) return key;
    const countdown = new Countdown(duration ?? timing.toastMs, () => this.close(key));
    if (this.paused) countdown.pause();
    this.countdowns.set(key, countdown);
    return key;
  }

  override close(key: string) {
    this.countdowns.get(key)?.cancel();
    this.countdowns.delete(key);
    super.close(key);
  }

  override pauseAll() {
    this.paused = true;
    for (const countdown of this.countdowns.values()) countdown.pause();
  }

  override resumeAll() {
    this.paused = false;
    for (const countdown of this.countdowns.values()) countdown.resume();
  }

  override clear() {
    for (const countdown of this.countdowns.values()) countdown.cancel();
    this.countdowns.clear();
    super.clear();
  }
}
