// The languages of @factory/ui's built-in texts the app ships. The app pins its locale to en-US (PageFrame); a block's
// table of texts (`<Block>/messages.ts`, `i18n/common.ts`: one `  xx: (…) => ({…}),` entry per language, closed by
// `};`) keeps only these, and @factory/ui falls back to English for a language its table lacks.

import MagicString from 'magic-string';

export const appLanguages: readonly string[] = ['en'];

/**
 * A messages module's source with only the entries of `languages` left in each table, as an edit of the source
 * (magic-string) so the build's source map still points each kept line at its place in the original file.
 */
export function onlyLanguages(source: string, languages: readonly string[]): MagicString {
  const edited = new MagicString(source);
  let keep = true;
  let offset = 0;
  for (const line of source.split('\n')) {
    const entry = /^ {2}([a-z]{2}): /.exec(line);
    if (entry) keep = languages.includes(entry[1] ?? '');
    else if (line.startsWith('}')) keep = true;
    const end = Math.min(offset + line.length + 1, source.length);
    if (!keep && end > offset) edited.remove(offset, end);
    offset += line.length + 1;
  }
  return edited;
}
