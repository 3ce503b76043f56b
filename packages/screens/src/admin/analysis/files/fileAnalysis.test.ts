// Expected values worked by hand from the rows below.
import type { FileAnalysisRow } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  fileTypeOf,
  largestFiles,
  referenceUsage,
  unreferencedFiles,
  usageByFolder,
  usageByType,
} from './fileAnalysis.ts';

const file = (id: number, name: string, folder: string, mime: string | null, size: number, references: number) =>
  ({ id, name, folder, url: `/media/${name}`, mime_type: mime, size, references }) satisfies FileAnalysisRow;

const rows = [
  file(1, 'a.svg', 'categories', 'image/svg+xml', 6000, 1),
  file(2, 'b.png', 'categories', 'image/png', 2000, 0),
  file(3, 'c.svg', 'banners', 'image/svg+xml', 9000, 2),
  file(4, 'd.pdf', '', 'application/pdf', 500, 0),
  file(5, 'e.bin', 'uploads/2026', null, 2000, 0),
];

describe('file types', () => {
  it('name a MIME type by its subtype', () => {
    expect(fileTypeOf('image/svg+xml')).toBe('SVG');
    expect(fileTypeOf('application/pdf')).toBe('PDF');
    expect(fileTypeOf('application/x-zip')).toBe('ZIP');
    expect(fileTypeOf(null)).toBe('Unknown');
  });
});

describe('usage', () => {
  it('by folder, largest first, the root named', () => {
    // banners 9000; categories 6000 + 2000 = 8000; uploads/2026 2000; root 500.
    expect(usageByFolder(rows)).toEqual([
      { label: 'banners', files: 1, bytes: 9000 },
      { label: 'categories', files: 2, bytes: 8000 },
      { label: 'uploads/2026', files: 1, bytes: 2000 },
      { label: '(root)', files: 1, bytes: 500 },
    ]);
  });

  it('by type, largest first, equal sizes by name', () => {
    // SVG 6000 + 9000 = 15000; PNG 2000 and Unknown 2000 (alphabetical); PDF 500.
    expect(usageByType(rows)).toEqual([
      { label: 'SVG', files: 2, bytes: 15000 },
      { label: 'PNG', files: 1, bytes: 2000 },
      { label: 'Unknown', files: 1, bytes: 2000 },
      { label: 'PDF', files: 1, bytes: 500 },
    ]);
  });

  it('the largest files and the unreferenced ones', () => {
    expect(largestFiles(rows, 3).map((r) => r.name)).toEqual(['c.svg', 'a.svg', 'b.png']);
    expect(unreferencedFiles(rows).map((r) => r.name)).toEqual(['b.png', 'e.bin', 'd.pdf']);
    // Referenced: a, c = 15000; unreferenced: b, d, e = 2000 + 500 + 2000 = 4500.
    expect(referenceUsage(rows)).toEqual([
      { label: 'Referenced', files: 2, bytes: 15000 },
      { label: 'Unreferenced', files: 3, bytes: 4500 },
    ]);
  });
});
