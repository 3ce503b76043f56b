import { describe, expect, it } from 'vitest';
import { type Messages, messagesFor } from './messages.ts';
import { languages } from './translations.ts';

/** Every text of a catalogue, functions called with sample arguments, as [path, text]. */
function texts(messages: Messages): [string, string][] {
  const walk = (value: unknown, path: string): [string, string][] => {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String(value(7, 9))]];
    return Object.entries(value as object).flatMap(([key, inner]) => walk(inner, `${path}.${key}`));
  };
  return walk(messages, '');
}

describe('messagesFor', () => {
  it("keeps the spec's English texts", () => {
    const en = messagesFor('en-US');
    expect(en.dataTable.empty).toBe('No Data Available');
    expect(en.chipInput.empty).toBe('No Data Available');
    expect([0, 1, 3].map(en.badge.items)).toEqual(['0 items', '1 item', '3 items']);
  });

  it("writes numbers as the locale does, in 'N of M' too", () => {
    expect(messagesFor('en-US').pagination.position(1234, 5000)).toBe('1,234 of 5,000');
    expect(messagesFor('de-DE').pagination.position(1234, 5000)).toBe('1.234 von 5.000');
    expect(messagesFor('ar-EG').pagination.position(3, 10)).toBe('٣ من ١٠');
    expect(messagesFor('fr-FR').badge.items(1234)).toBe('1\u202f234 articles');
  });

  it("follows the locale's plural rules", () => {
    expect([1, 2, 3, 11].map(messagesFor('ar-EG').badge.items)).toEqual(['عنصر واحد', 'عنصران', '٣ عناصر', '١١ عنصرًا']);
    expect([0, 1, 2].map(messagesFor('fr').badge.items)).toEqual(['0 article', '1 article', '2 articles']);
  });

  it('picks the catalogue by language and falls back to English', () => {
    expect(messagesFor('pt-BR').dataTable.rowsPerPage).toBe('Linhas por página');
    expect(messagesFor('zh-CN').dataTable.selectAll).toBe('全选');
    expect(messagesFor('ja-JP').dataTable.rowsPerPage).toBe('Rows per page');
    expect(messagesFor('de-DE').dataTable).toBe(messagesFor('de-DE').dataTable);
  });

  it('translates every text in every language', () => {
    const english = new Map(texts(messagesFor('en')));
    // The same in both languages on purpose: the gap's dots, a number in Latin digits, French's notifications, page
    // and a table's actions.
    const alike = new Set([
      '.pagination.gap',
      '.dataTable.pageSize',
      '.badge.number',
      'fr.common.notifications',
      'fr.pagination.page',
      'fr.dataTable.actions',
    ]);
    for (const language of languages.filter((name) => name !== 'en')) {
      const own = texts(messagesFor(language));
      expect(own.map(([path]) => path)).toEqual([...english.keys()]);
      const untranslated = own.filter(
        ([path, text]) => text === english.get(path) && !alike.has(path) && !alike.has(`${language}${path}`),
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('keeps the visible text of a control inside its accessible name in every language (WCAG 2.5.3)', () => {
    for (const language of languages) {
      const { pagination, reorderableList } = messagesFor(language);
      const pairs: [string, string][] = [
        [pagination.previous, pagination.previousPage],
        [pagination.next, pagination.nextPage],
        [reorderableList.moveUp, reorderableList.moveUpItem('X')],
        [reorderableList.moveDown, reorderableList.moveDownItem('X')],
      ];
      for (const [shown, name] of pairs) expect(name.toLowerCase(), language).toContain(shown.toLowerCase());
    }
  });
});
