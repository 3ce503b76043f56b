import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { onlyLanguages } from './uiLanguages.ts';

const table = `import type { Translations } from '../i18n/translations.ts';

export const scrollerMessages: Translations<X> = {
  en: ({ n }) => ({
    next: 'Next slide',
    slide: (position, total) => \`\${n(position)} of \${n(total)}\`,
  }),
  de: ({ n }) => ({
    next: 'Nächste Folie',
  }),
  ar: () => ({ next: 'الشريحة التالية' }),
};

export const other = 1;`;

describe("the app's languages of @factory/ui's texts", () => {
  it('keeps the English entry of a table and what follows it, and drops the others', () => {
    const kept = onlyLanguages(table, ['en']).toString();
    expect(kept).toContain("next: 'Next slide'");
    expect(kept).not.toContain('Nächste Folie');
    expect(kept).not.toContain('الشريحة');
    expect(kept).toContain('};\n\nexport const other = 1;');
  });

  it("maps each kept line back to its line in @factory/ui's file (the build's source map)", () => {
    const edited = onlyLanguages(table, ['en']);
    const map = new TraceMap(edited.generateMap({ hires: true, source: 'messages.ts' }).toString());
    const lines = edited.toString().split('\n');
    const other = lines.indexOf('export const other = 1;');
    expect(originalPositionFor(map, { line: other + 1, column: 0 })).toMatchObject({ source: 'messages.ts', line: 14 });
    const closing = lines.indexOf('};');
    expect(originalPositionFor(map, { line: closing + 1, column: 0 })).toMatchObject({ line: 12 });
  });
});
