// The languages of @factory/ui's built-in texts the app ships. The app pins its locale to en-US (PageFrame); a block's
// table of texts (`<Block>/messages.ts`, `i18n/common.ts`: one `  xx: (…) => ({…}),` entry per language, closed by
// `};`) keeps only these, and @factory/ui falls back to English for a language its table lacks.

export const appLanguages: readonly string[] = ['en'];

/** A messages module's source with only the entries of `languages` left in each table. */
export function onlyLanguages(source: string, languages: readonly string[]): string {
  let keep = true;
  return source
    .split('\n')
    .filter((line) => {
      const entry = /^ {2}([a-z]{2}): /.exec(line);
      if (entry) keep = languages.includes(entry[1] ?? '');
      else if (line.startsWith('}')) keep = true;
      return keep;
    })
    .join('\n');
}
