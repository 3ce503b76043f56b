import { describe, expect, it } from 'vitest';
import { csvCellText, csvField, fetchAllRows, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('leaves plain text alone and quotes text with commas, quotes or line breaks', () => {
    expect(csvField('Sam Rivera')).toBe('Sam Rivera');
    expect(csvField('Rivera, Sam')).toBe('"Rivera, Sam"');
    expect(csvField('The "Viking" figure')).toBe('"The ""Viking"" figure"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running text as a formula, but not a negative number', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvField('-12.5')).toBe('-12.5');
  });

  it('writes a header line and one line per record, CRLF between them', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Alex Morgan', 'admin@example.com'],
          ['Sam, Jr.', 'sam@example.com'],
        ],
      ),
    ).toBe('Name,Email\r\nAlex Morgan,admin@example.com\r\n"Sam, Jr.",sam@example.com');
  });

  it('takes a cell as shown, or the value a link or badge shows', () => {
    expect(csvCellText('Active', true)).toBe('Active');
    expect(csvCellText(12, undefined)).toBe('12');
    expect(csvCellText({ type: 'a' }, 'Alex Morgan')).toBe('Alex Morgan');
    expect(csvCellText({ type: 'a' }, { id: 1 })).toBe('');
  });

  it('fetches every page of the list in order, reporting how many rows came of how many', async () => {
    const pages = [['a', 'b'], ['c', 'd'], ['e']];
    const asked: number[] = [];
    const progress: string[] = [];
    const rows = await fetchAllRows(
      async (page) => {
        asked.push(page);
        return { items: pages[page - 1] ?? [], lastPage: 3, total: 5 };
      },
      (done, total) => progress.push(`${done} of ${total}`),
    );
    expect(rows).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual(['2 of 5', '4 of 5', '5 of 5']);
  });
});
