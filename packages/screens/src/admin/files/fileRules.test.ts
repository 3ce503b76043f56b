import type { FileEntry } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  backTo,
  isListed,
  nameProblem,
  openFolder,
  percentOf,
  previewOf,
  rootStep,
  uploadLimitsText,
  uploadProblem,
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

describe('uploadProblem', () => {
  it('takes raster images up to 10 MB', () => {
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 }, 'image')).toBeNull();
  });
  it('refuses SVG and PDF where only images are meant, PDF allowed elsewhere', () => {
    expect(uploadProblem({ name: 'a.svg', type: 'image/svg+xml', size: 5 }, 'image')).toBe(
      'Not a JPEG, PNG, WebP or GIF image.',
    );
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 }, 'image')).toBe(
      'Not a JPEG, PNG, WebP or GIF image.',
    );
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 }, 'any')).toBeNull();
    expect(uploadProblem({ name: 'a.html', type: 'text/html', size: 5 }, 'any')).toBe('Not an accepted type.');
  });
  it('refuses files over 10 MB and empty files', () => {
    expect(uploadProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'image')).toBe(
      'Larger than 10 MB.',
    );
    expect(uploadProblem({ name: 'a.jpg', type: 'image/jpeg', size: 0 }, 'image')).toBe('The file is empty.');
  });
  it('states the limits', () => {
    expect(uploadLimitsText('image')).toBe('JPEG, PNG, WebP or GIF images, up to 10 MB each.');
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

describe('progress, URLs and the trail', () => {
  it('rounds progress to whole percent', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
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
