// Nothing sent twice: forms and actions go through a synchronous latch, because React state (a mutation's
// `isPending`) only changes after a render, and two submits in the same tick both see "not pending".
import { useEffect, useState } from 'react';

/**
 * Runs `send` unless a send is on its way; a second call while one is pending joins it instead of sending.
 * `send` gets the signal of its request: `abandon()` (a dialog's Cancel) aborts it and lets the next send start.
 */
interface SendGuard {
  <T>(send: (signal: AbortSignal) => Promise<T>): Promise<T>;
  abandon(): void;
}

export function createSendGuard(): SendGuard {
  let current: { sending: Promise<unknown>; controller: AbortController } | undefined;
  const guard = <T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    if (current) return current.sending as Promise<T>;
    const controller = new AbortController();
    const sending = send(controller.signal);
    const entry = { sending, controller };
    current = entry;
    const release = () => {
      if (current === entry) current = undefined;
    };
    // Also marks a failure as handled: the mutation's state and callbacks report it, callers may ignore the promise.
    sending.then(release, release);
    return sending;
  };
  const abandon = () => {
    current?.controller.abort();
    current = undefined;
  };
  return Object.assign(guard, { abandon });
}

/**
 * One guard per form or action, for the component's lifetime: `guard((signal) => mutation.mutateAsync(…))`.
 * Leaving the screen abandons the send on its way.
 */
export function useSendGuard(): SendGuard {
  const [guard] = useState(createSendGuard);
  useEffect(() => guard.abandon, [guard]);
  return guard;
}

/**
 * For a ConfirmDialog's `onConfirm(signal)`: sends through the guard, and the dialog's Cancel (its signal) abandons
 * the send, so the request is aborted and a later confirm may send again.
 */
export function sendFromDialog<T>(
  guard: SendGuard,
  dialogSignal: AbortSignal,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  dialogSignal.addEventListener('abort', guard.abandon, { once: true });
  return guard((own) => send(AbortSignal.any([dialogSignal, own])));
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
