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
    const kept = onlyLanguages(table, ['en']);
    expect(kept).toContain("next: 'Next slide'");
    expect(kept).not.toContain('Nächste Folie');
    expect(kept).not.toContain('الشريحة');
    expect(kept).toContain('};\n\nexport const other = 1;');
  });
});
