import { describe, expect, it } from 'vitest';
import { columnTemplate } from './columnsLogic.ts';

describe('columnTemplate', () => {
  it('shares the free space by the given numbers, never below the content minimum of zero', () => {
    expect(columnTemplate([5, 6])).toBe('minmax(0, 5fr) minmax(0, 6fr)');
  });

  it('keeps fixed pixel widths and sizes content columns to their content', () => {
    expect(columnTemplate(['96px', 1, '160px', 'content'])).toBe('96px minmax(0, 1fr) 160px auto');
  });
});
