import type { FileEntry } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { limitsText, refusalOf } from '../../shared/upload/index.ts';
import {
  absoluteUrl,
  backTo,
  fileUploadRules,
  isListed,
  nameProblem,
  openFolder,
  previewOf,
  rootStep,
} from './fileRules.ts';

const entry = (over: Partial<FileEntry>): FileEntry => ({
  id: 1,
  kind: 'file',
  name: 'a.png',
  parent_id: null,
  url: '/media/uploads/a.png',
  mime_type: 'image/png',
  size: 10,
  updated_at: '2024-01-01T00:00:00Z',
  ...over,
});

describe('fileUploadRules', () => {
  it('takes raster images where only images are meant, also PDF documents elsewhere', () => {
    expect(refusalOf({ name: 'a.svg', type: 'image/svg+xml', size: 5 }, fileUploadRules.image)).toBe(
      'Not an accepted type: use JPEG, PNG, WebP or GIF images.',
    );
    expect(refusalOf({ name: 'a.pdf', type: 'application/pdf', size: 5 }, fileUploadRules.any)).toBeNull();
    expect(limitsText(fileUploadRules.any)).toBe('JPEG, PNG, WebP or GIF images and PDF documents, up to 10 MB each.');
  });
});

describe('previews and listing', () => {
  it('previews images by their 600x600 thumbnail', () => {
    expect(previewOf(entry({}))).toBe('/media/uploads/600x600/a.png');
    expect(previewOf(entry({ mime_type: 'application/pdf', url: '/media/uploads/a.pdf' }))).toBeNull();
    expect(previewOf(entry({ kind: 'folder', url: null, mime_type: null }))).toBeNull();
  });
  it('lists folders always and documents only where anything may be chosen', () => {
    const pdf = entry({ mime_type: 'application/pdf' });
    expect(isListed(pdf, 'image')).toBe(false);
    expect(isListed(pdf, 'any')).toBe(true);
    expect(isListed(entry({ kind: 'folder', mime_type: null, url: null }), 'image')).toBe(true);
  });
});

describe('nameProblem', () => {
  const siblings = [entry({ id: 1, name: 'a.png' }), entry({ id: 2, name: 'b.png' })];
  it('needs a name without slashes, unique in its folder', () => {
    expect(nameProblem('  ', siblings, 1)).toBe('Enter a name.');
    expect(nameProblem('x/y', siblings, 1)).toBe('A name cannot contain / or \\.');
    expect(nameProblem('b.png', siblings, 1)).toBe('Something in this folder already has this name.');
    expect(nameProblem('a.png', siblings, 1)).toBeNull();
    expect(nameProblem('x'.repeat(256), siblings, 1)).toBe('Use at most 255 characters.');
  });
});

describe('URLs and the trail', () => {
  it('makes media paths absolute', () => {
    expect(absoluteUrl('/media/uploads/a.png', 'http://localhost:4173')).toBe(
      'http://localhost:4173/media/uploads/a.png',
    );
  });
  it('opens folders and goes back, never past the root', () => {
    const trail = openFolder(
      openFolder([rootStep], entry({ id: 3, kind: 'folder', name: 'uploads' })),
      entry({ id: 7, kind: 'folder', name: 'logos' }),
    );
    expect(trail.map((s) => s.name)).toEqual(['All files', 'uploads', 'logos']);
    expect(backTo(trail, 0)).toEqual([rootStep]);
    expect(backTo(trail, -3)).toEqual([rootStep]);
  });
});
