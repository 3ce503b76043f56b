import { describe, expect, it } from 'vitest';
import { uploadLimits, uploadProblem } from './uploadLimits.ts';

describe('uploadProblem', () => {
  const documents = uploadLimits.operationDocument;

  it('takes operation documents (PDF, Word, Excel, JPEG, PNG) up to 20 MB, by type or by extension', () => {
    expect(uploadProblem({ name: 'offer.pdf', type: 'application/pdf', size: 1000 }, documents)).toBeNull();
    expect(uploadProblem({ name: 'PLAN.XLSX', type: '', size: 1000 }, documents)).toBeNull();
    expect(uploadProblem({ name: 'photo', type: 'image/png', size: 20 * 1024 * 1024 }, documents)).toBeNull();
  });

  it('refuses other types first, then files over the size, then empty files', () => {
    expect(uploadProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, documents)).toBe('type');
    expect(uploadProblem({ name: 'movie.mp4', type: 'video/mp4', size: 30 * 1024 * 1024 }, documents)).toBe('type');
    expect(uploadProblem({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 + 1 }, documents)).toBe(
      'size',
    );
    expect(uploadProblem({ name: 'scan.pdf', type: 'application/pdf', size: 0 }, documents)).toBe('empty');
  });

  it('takes any image type for a product picture, up to 10 MB', () => {
    const limit = uploadLimits.productImage;
    expect(uploadProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 * 1024 * 1024 }, limit)).toBeNull();
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 }, limit)).toBe('size');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, limit)).toBe('type');
  });

  it('takes SVG icons up to 100 KB, also by extension when the browser gives no type', () => {
    const limit = uploadLimits.icon;
    expect(uploadProblem({ name: 'star.svg', type: '', size: 100 * 1024 }, limit)).toBeNull();
    expect(uploadProblem({ name: 'star.svg', type: 'image/svg+xml', size: 100 * 1024 + 1 }, limit)).toBe('size');
    expect(uploadProblem({ name: 'star.png', type: 'image/png', size: 10 }, limit)).toBe('type');
  });

  it('keeps SVG out of the file manager (raster images and PDF only)', () => {
    expect(uploadProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, uploadLimits.file)).toBe('type');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, uploadLimits.file)).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, uploadLimits.fileImage)).toBe('type');
  });
});
