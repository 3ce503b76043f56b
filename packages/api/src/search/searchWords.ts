// The catalogue search's word rules, shared by the servers (what is indexed and looked for) and the app (which words
// of a result are marked). Laravel's App\Search\SearchWords applies the same rules in PHP.

/** Lower case without accents: "Café" and "cafe" are one word. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * A word as written: letters and digits, joined by a hyphen, apostrophe, dot, slash or underscore ("T-Rex",
 * "FG-DINO-1006-01", "3.5").
 */
const writtenWord = /[\p{L}\p{N}]+(?:[-'’./_][\p{L}\p{N}]+)*/gu;
const joiners = /[-'’./_]/u;

/** The search words of one written word: its parts and, when it has several, the parts run together. */
function wordForms(written: string): string[] {
  const parts = foldText(written).split(joiners);
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/**
 * The search words of a text, in order: "T-Rex outdoor" → t, rex, trex, outdoor. So `t-rex`, `t rex` and `trex`
 * all find "T-Rex", and a product code is found whole ("fgdino100601") or by its parts.
 */
export function searchWords(text: string): string[] {
  return (text.match(writtenWord) ?? []).flatMap(wordForms);
}

/** A piece of a text, marked when one of its words is among the words a search matched. */
interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a title into plain and marked pieces: a written word is marked when one of its search words is among
 * `terms` (the matched words the server answers), so "T-Rex" is marked as a whole for `trex`.
 */
export function markMatches(text: string, terms: readonly string[]): MarkedPart[] {
  const matched = new Set(terms);
  const parts: MarkedPart[] = [];
  let last = 0;
  const push = (piece: string, marked: boolean) => {
    if (piece === '') return;
    const previous = parts.at(-1);
    if (previous && previous.marked === marked) previous.text += piece;
    else parts.push({ text: piece, marked });
  };
  for (const found of text.matchAll(writtenWord)) {
    const start = found.index;
    push(text.slice(last, start), false);
    push(
      found[0],
      wordForms(found[0]).some((word) => matched.has(word)),
    );
    last = start + found[0].length;
  }
  push(text.slice(last), false);
  return parts;
}
