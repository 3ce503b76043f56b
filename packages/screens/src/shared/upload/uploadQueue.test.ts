import { uploadLimits } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  limitsText,
  percentOf,
  progressText,
  queued,
  refusalOf,
  restarted,
  type UploadRules,
  updated,
} from './uploadQueue.ts';

const documents: UploadRules = { limit: uploadLimits.operationDocument, types: 'PDF, Word, Excel, JPEG or PNG' };
const icons: UploadRules = { limit: uploadLimits.icon, types: 'SVG drawings' };
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('limitsText', () => {
  it('states the types and the size of one file', () => {
    expect(limitsText(documents)).toBe('PDF, Word, Excel, JPEG or PNG, up to 20 MB each.');
    expect(limitsText(icons)).toBe('SVG drawings, up to 100 KB each.');
  });
});

describe('refusalOf', () => {
  it('says why a file outside the limits is not sent', () => {
    expect(refusalOf({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, documents)).toBe(
      'Not an accepted type: use PDF, Word, Excel, JPEG or PNG.',
    );
    expect(refusalOf({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 + 1 }, documents)).toBe(
      'Larger than 20 MB.',
    );
    expect(refusalOf({ name: 'star.svg', type: 'image/svg+xml', size: 100 * 1024 + 1 }, icons)).toBe(
      'Larger than 100 KB.',
    );
    expect(refusalOf({ name: 'star.svg', type: 'image/svg+xml', size: 0 }, icons)).toBe('The file is empty.');
  });

  it('lets a file at the limit go', () => {
    expect(refusalOf({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 }, documents)).toBeNull();
  });
});

describe('the queue', () => {
  it('queues the accepted files and fails the refused ones at once, keyed in order', () => {
    const rows = queued(
      [file('a.pdf', 'application/pdf', 8), file('b.exe', 'application/x-msdownload', 8)],
      documents,
      5,
    );
    expect(rows.map(({ key, status, refused, total }) => ({ key, status, refused, total }))).toEqual([
      { key: 5, status: 'waiting', refused: false, total: 8 },
      { key: 6, status: 'failed', refused: true, total: 8 },
    ]);
  });

  it('changes one row, and a retried row waits to start again from its first byte', () => {
    const rows = queued([file('a.pdf', 'application/pdf', 8), file('b.pdf', 'application/pdf', 8)], documents, 1);
    const failed = updated(rows, 1, { status: 'failed', loaded: 4, error: 'The server is unavailable.' });
    expect(failed.map((row) => row.status)).toEqual(['failed', 'waiting']);
    expect(restarted(failed, 1)[0]).toMatchObject({ status: 'waiting', loaded: 0, total: 8, error: null });
  });
});

describe('percentOf', () => {
  it('is the whole percent sent, 100 only once every byte went', () => {
    expect(percentOf(0, 2048)).toBe(0);
    expect(percentOf(1023, 2048)).toBe(49);
    expect(percentOf(2047, 2048)).toBe(99);
    expect(percentOf(2048, 2048)).toBe(100);
    expect(percentOf(3000, 2048)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });

  it('reads with the bytes in the row', () => {
    expect(progressText({ loaded: 512, total: 8192 })).toBe('6% · 512 B of 8 KB');
  });
});
