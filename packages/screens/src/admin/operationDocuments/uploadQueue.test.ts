import { describe, expect, it } from 'vitest';
import { percentOf, queued, updated } from './uploadQueue.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('queued', () => {
  it('sends accepted files and fails refused ones at once, saying why', () => {
    const list = queued(
      [file('offer.pdf', 'application/pdf', 10), file('setup.exe', 'application/x-msdownload', 10)],
      5,
    );
    expect(list.map(({ key, status, error }) => ({ key, status, error }))).toEqual([
      { key: 5, status: 'sending', error: null },
      { key: 6, status: 'failed', error: 'Not an accepted type: use PDF, Word, Excel, JPEG or PNG.' },
    ]);
  });
});

describe('updated and percentOf', () => {
  it('changes one entry and reports the share sent', () => {
    const [entry] = updated(queued([file('a.pdf', 'application/pdf', 200)], 1), 1, { loaded: 50, total: 200 });
    expect(entry && percentOf(entry)).toBe(25);
    expect(percentOf({ loaded: 0, total: 0, status: 'sending' })).toBe(0);
    expect(percentOf({ loaded: 0, total: 0, status: 'done' })).toBe(100);
  });
});
