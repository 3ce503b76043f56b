// Nothing sent twice: forms and actions go through a synchronous latch, because React state (a mutation's
// `isPending`) only changes after a render, and two submits in the same tick both see "not pending".
import { useState } from 'react';

/** Runs `send` unless a send is on its way; a second call while one is pending joins it instead of sending. */
export type SendGuard = <T>(send: () => Promise<T>) => Promise<T>;

export function createSendGuard(): SendGuard {
  let current: Promise<unknown> | undefined;
  return <T>(send: () => Promise<T>): Promise<T> => {
    if (current) return current as Promise<T>;
    const sending = send();
    current = sending;
    const release = () => {
      current = undefined;
    };
    // Also marks a failure as handled: the mutation's state and callbacks report it, callers may ignore the promise.
    sending.then(release, release);
    return sending;
  };
}

/** One guard per form or action, for the component's lifetime: `guard(() => mutation.mutateAsync(input))`. */
export function useSendGuard(): SendGuard {
  const [guard] = useState(createSendGuard);
  return guard;
}

/**
 * Sends values one at a time; while one is on its way only the newest waiting value is kept and sent next, so the
 * server ends with the last value the user chose whatever the timing of the answers (a quantity field).
 * `send` is told whether its value is still the newest, e.g. to report a failure only then.
 */
export function createLatestSender<T>(send: (value: T, isNewest: () => boolean) => Promise<unknown>) {
  let busy = false;
  let newest: T | undefined;
  let waiting = false;
  const start = (value: T) => {
    busy = true;
    const next = () => {
      busy = false;
      if (!waiting) return;
      waiting = false;
      start(newest as T);
    };
    send(value, () => !waiting && newest === value).then(next, next);
  };
  return (value: T): void => {
    newest = value;
    if (busy) waiting = true;
    else start(value);
  };
}

/** A latest-value sender for the component's lifetime; `send` is read at send time, so it may close over props. */
export function useLatestSender<T>(send: (value: T, isNewest: () => boolean) => Promise<unknown>) {
  const [state] = useState(() => {
    const box = { send };
    return { box, push: createLatestSender<T>((value, isNewest) => box.send(value, isNewest)) };
  });
  state.box.send = send;
  return state.push;
}
