import { describe, expect, it } from 'vitest';
import { accessNoteText, listText } from './accessNote.ts';

describe('the access note', () => {
  it('names the ranges, the access type and whom to ask', () => {
    const access = {
      title: 'Seasonal only',
      categories: [
        { id: 4, title: 'Christmas Decorations' },
        { id: 5, title: 'Halloween Decorations' },
        { id: 12, title: 'Easter Decorations' },
      ],
      contact: { name: 'our sales team', email: 'sales@example.com' },
    };
    expect(accessNoteText(access)).toEqual({
      title: 'Your account shows 3 ranges: Christmas Decorations, Halloween Decorations and Easter Decorations',
      message:
        'Your access type is Seasonal only, so other products are not listed for you. To see more of the catalogue, ask our sales team:',
    });
    expect(accessNoteText({ ...access, categories: [{ id: 4, title: 'Christmas Decorations' }] }).title).toBe(
      'Your account shows one range: Christmas Decorations',
    );
  });

  it('lists words as a sentence does', () => {
    expect([listText([]), listText(['A']), listText(['A', 'B']), listText(['A', 'B', 'C'])]).toEqual([
      '',
      'A',
      'A and B',
      'A, B and C',
    ]);
  });
});
