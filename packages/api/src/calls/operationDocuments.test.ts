import { describe, expect, it } from 'vitest';
import { operationDocumentProblem } from './operationDocuments.ts';

describe('operationDocumentProblem', () => {
  it('takes PDF, Word, Excel, JPEG and PNG files up to 20 MB, by type or by extension', () => {
    expect(operationDocumentProblem({ name: 'offer.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(operationDocumentProblem({ name: 'PLAN.XLSX', type: '', size: 1000 })).toBeNull();
    expect(operationDocumentProblem({ name: 'photo', type: 'image/png', size: 20 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, then files over 20 MB', () => {
    expect(operationDocumentProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe('type');
    expect(operationDocumentProblem({ name: 'movie.mp4', type: 'video/mp4', size: 30 * 1024 * 1024 })).toBe('type');
    expect(operationDocumentProblem({ name: 'scan.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 + 1 })).toBe(
      'size',
    );
  });
});
