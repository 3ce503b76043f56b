// The characters the bundled fonts' small first subsets draw (`fonts/core.css`): printable ASCII and the few other
// characters of the library's and the screens' own texts. A page whose text stays within them loads only these
// files; any other Latin character brings fontsource's whole Latin file, as before. Regenerate the files with
// `npm run fonts:subset -w @factory/ui` after changing this list.

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join(
  '',
);

/** No-break space, ©, ³, «, », é, ×, dashes, minus, quotes, ellipsis, middle dot, ›. */
const ownTextExtras = '\u00a0©³«»é×–—−‘’“”…·›';

export const coreCharacters = printableAscii + ownTextExtras;

/** A CSS `unicode-range` covering exactly `characters`, runs of consecutive code points joined (`U+20-7E,U+A9`). */
export function unicodeRangeOf(characters: string): string {
  const points = [...new Set(Array.from(characters, (character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The characters of `text` the core subset does not draw, each once. */
export function outsideCore(text: string): string[] {
  return [...new Set(Array.from(text))].filter((character) => !coreCharacters.includes(character));
}
