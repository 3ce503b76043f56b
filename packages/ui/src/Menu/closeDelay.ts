/**
 * When the pointer leaves a menu (its trigger and every open popover), the menu closes after a delay;
 * coming back before then cancels the close. Framework-free so the timing is tested with fake timers.
 */
export interface CloseDelayOptions {
  /** How long after the pointer leaves the menu closes, in ms. */
  delayMs: number;
  /** Called once the delay has passed with the pointer still outside. */
  onClose: () => void;
}

export interface CloseDelay {
  /** The pointer entered the trigger or a popover: keep the menu open. */
  enter(): void;
  /** The pointer left the trigger or a popover: close after the delay unless it comes back. */
  leave(): void;
  /** Forget a pending close (the menu closed by other means, or unmounts). */
  cancel(): void;
}

export function createCloseDelay({ delayMs, onClose }: CloseDelayOptions): CloseDelay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    enter: cancel,
    leave() {
      // Leaving again restarts the wait: the delay counts from the last time the pointer left.
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        onClose();
      }, delayMs);
    },
    cancel,
  };
}
