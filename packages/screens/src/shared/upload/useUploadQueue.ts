// The one upload queue of the app: chosen files go one at a time, in order, each in its own request, so each has its
// own byte progress, can be cancelled, and a failure stays with its file while the others go on.
import type { UploadProgress } from '@factory/api';
import { useCallback, useRef, useState } from 'react';
import { errorMessageOf, isAbandoned } from '../errorMessage.ts';
import { queued, restarted, type UploadItem, type UploadRules, updated } from './uploadQueue.ts';

export interface UploadQueueOptions<T> {
  /** The limits checked before sending (the same the server applies). */
  rules: UploadRules;
  /** Sends one file, reporting bytes sent; answers what the server made of it. */
  send: (
    file: File,
    options: { onUploadProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => Promise<T>;
  /** After a file is uploaded: refresh lists, show it… */
  onUploaded?: (created: T) => unknown;
}

/** Said of a file whose upload the person stopped. */
export const cancelledText = 'Cancelled.';

export function useUploadQueue<T>({ rules, send, onUploaded }: UploadQueueOptions<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  // The files waiting their turn, and the one on its way (one at a time: answers arrive in the order chosen).
  const waiting = useRef<UploadItem[]>([]);
  const current = useRef<{ key: number; controller: AbortController } | null>(null);
  const pumping = useRef(false);
  // The newest callbacks, so a file sent long after it was added still refreshes what the screen shows now.
  const latest = useRef({ send, onUploaded });
  latest.current = { send, onUploaded };

  const sendOne = useCallback(async (item: UploadItem) => {
    const change = (patch: Partial<UploadItem>) => setItems((list) => updated(list, item.key, patch));
    const controller = new AbortController();
    current.current = { key: item.key, controller };
    change({ status: 'sending' });
    try {
      const created = await latest.current.send(item.file, {
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) => change({ loaded, total }),
      });
      change({ status: 'done', loaded: item.file.size, total: item.file.size });
      await latest.current.onUploaded?.(created);
    } catch (error) {
      change({ status: 'failed', error: isAbandoned(error) ? cancelledText : errorMessageOf(error) });
    } finally {
      current.current = null;
    }
  }, []);

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    for (let item = waiting.current.shift(); item; item = waiting.current.shift()) await sendOne(item);
    pumping.current = false;
  }, [sendOne]);

  const enqueue = useCallback(
    (fresh: readonly UploadItem[]) => {
      waiting.current.push(...fresh);
      void pump();
    },
    [pump],
  );

  /** Chosen files join the list; those within the limits are sent in turn. */
  const add = useCallback(
    (files: readonly File[]) => {
      const fresh = queued(files, rules, nextKey.current);
      nextKey.current += fresh.length;
      setItems((list) => [...list, ...fresh]);
      enqueue(fresh.filter((item) => item.status === 'waiting'));
    },
    [rules, enqueue],
  );

  /** Queues a failed or cancelled file again (a refused one stays refused). */
  const retry = useCallback(
    (item: UploadItem) => {
      if (item.refused || item.status !== 'failed') return;
      setItems((list) => restarted(list, item.key));
      enqueue([item]);
    },
    [enqueue],
  );

  /** Stops a file on its way (its request is aborted) or takes it out of the queue; it can be retried. */
  const cancel = useCallback((item: UploadItem) => {
    if (current.current?.key === item.key) return current.current.controller.abort();
    waiting.current = waiting.current.filter((other) => other.key !== item.key);
    setItems((list) => updated(list, item.key, { status: 'failed', error: cancelledText }));
  }, []);

  /** Takes a finished, refused or failed file off the list. */
  const dismiss = useCallback(
    (item: UploadItem) => setItems((list) => list.filter((other) => other.key !== item.key)),
    [],
  );

  return { items, add, retry, cancel, dismiss };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;
