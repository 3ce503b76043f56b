import { describe, expect, it } from 'vitest';
import { addFiles, type FileLike, formatFileSize, isAccepted } from './fileDropLogic.ts';

const file = (name: string, type: string, size = 100, lastModified = 1): FileLike => ({
  name,
  type,
  size,
  lastModified,
});
const names = (files: readonly FileLike[]) => files.map((f) => f.name);

describe('isAccepted', () => {
  it('matches exact MIME types', () => {
    expect(isAccepted(file('a.png', 'image/png'), ['image/png'])).toBe(true);
    expect(isAccepted(file('a.gif', 'image/gif'), ['image/png', 'image/jpeg'])).toBe(false);
  });

  it('matches wildcards', () => {
    expect(isAccepted(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(isAccepted(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
  });

  it('matches extensions whatever their case', () => {
    expect(isAccepted(file('PHOTO.JPG', ''), ['.jpg'])).toBe(true);
    expect(isAccepted(file('notes.txt', 'text/plain'), ['.jpg', '.png'])).toBe(false);
  });

  it('accepts everything when the list is empty', () => {
    expect(isAccepted(file('any.bin', 'application/octet-stream'), [])).toBe(true);
  });
});

describe('addFiles', () => {
  const options = { accept: ['image/*'], multiple: true };

  it('adds accepted files after the current ones and reports the rejected ones', () => {
    const result = addFiles(
      [file('a.png', 'image/png')],
      [file('b.jpg', 'image/jpeg'), file('c.pdf', 'application/pdf')],
      options,
    );
    expect(names(result.files)).toEqual(['a.png', 'b.jpg']);
    expect(names(result.rejected)).toEqual(['c.pdf']);
  });

  it('does not add a file that is already chosen or chosen twice at once', () => {
    const a = file('a.png', 'image/png');
    const result = addFiles(
      [a],
      [file('a.png', 'image/png'), file('b.png', 'image/png'), file('b.png', 'image/png')],
      options,
    );
    expect(names(result.files)).toEqual(['a.png', 'b.png']);
  });

  it('treats a different file with the same name as new', () => {
    const result = addFiles([file('a.png', 'image/png', 100)], [file('a.png', 'image/png', 200)], options);
    expect(result.files).toHaveLength(2);
  });

  it('keeps only the newest accepted file when multiple is off', () => {
    const result = addFiles([file('old.png', 'image/png')], [file('b.png', 'image/png'), file('c.png', 'image/png')], {
      accept: ['image/*'],
      multiple: false,
    });
    expect(names(result.files)).toEqual(['c.png']);
  });

  it('keeps the current file when nothing acceptable arrives and multiple is off', () => {
    const result = addFiles([file('old.png', 'image/png')], [file('x.pdf', 'application/pdf')], {
      accept: ['image/*'],
      multiple: false,
    });
    expect(names(result.files)).toEqual(['old.png']);
    expect(names(result.rejected)).toEqual(['x.pdf']);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('states whole units without a decimal, as limits read, and large sizes in GB and TB', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1536 * 1024 * 1024)).toBe('1.5 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
  });
});
